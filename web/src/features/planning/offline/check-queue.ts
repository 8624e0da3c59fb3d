/**
 * Grocery checks made without a connection, kept in local storage so they survive a reload and are
 * sent when the browser is back online (or regains focus). The last check of an item wins.
 */
export interface QueuedCheck {
  listId: number
  itemId: number
  checked: boolean
}

export const CHECK_QUEUE_KEY = 'forkcast-grocery-check-queue'

const isQueuedCheck = (value: unknown): value is QueuedCheck =>
  typeof value === 'object' &&
  value !== null &&
  'listId' in value &&
  'itemId' in value &&
  'checked' in value &&
  typeof value.listId === 'number' &&
  typeof value.itemId === 'number' &&
  typeof value.checked === 'boolean'

export const readQueue = (storage: Storage = localStorage): QueuedCheck[] => {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHECK_QUEUE_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter(isQueuedCheck) : []
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()

/** Tells subscribers (the open grocery list) that the queue changed. */
export const subscribeQueue = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const writeQueue = (queue: QueuedCheck[], storage: Storage) => {
  if (queue.length === 0) storage.removeItem(CHECK_QUEUE_KEY)
  else storage.setItem(CHECK_QUEUE_KEY, JSON.stringify(queue))
  for (const listener of listeners) listener()
}

const sameItem = (a: QueuedCheck, b: Pick<QueuedCheck, 'listId' | 'itemId'>) =>
  a.listId === b.listId && a.itemId === b.itemId

export const enqueueCheck = (check: QueuedCheck, storage: Storage = localStorage) => {
  writeQueue([...readQueue(storage).filter((queued) => !sameItem(queued, check)), check], storage)
}

/** The list as the person last left it: queued checks laid over what the server (or the cache) said. */
export const applyQueuedChecks = <L extends { id: number; items: { id: number; checked: boolean }[] }>(
  list: L,
  queue: QueuedCheck[],
): L => {
  const pending = queue.filter((check) => check.listId === list.id)
  if (pending.length === 0) return list
  return {
    ...list,
    items: list.items.map((item) => {
      const check = pending.find((queued) => queued.itemId === item.id)
      return check ? { ...item, checked: check.checked } : item
    }),
  }
}

export type SendOutcome = 'sent' | 'rejected' | 'unreachable'

/**
 * Sends each queued check in order. Sent and rejected ones (the item was removed meanwhile) leave the
 * queue; at the first unreachable one the rest wait for the next try. Returns the lists that changed.
 */
export const flushQueue = async (
  send: (check: QueuedCheck) => Promise<SendOutcome>,
  storage: Storage = localStorage,
): Promise<number[]> => {
  const changed = new Set<number>()
  for (const check of readQueue(storage)) {
    const outcome = await send(check)
    if (outcome === 'unreachable') break
    // Re-read: a newer check of the same item may have been queued while this one was on the way.
    const current = readQueue(storage)
    writeQueue(
      current.filter((queued) => !(sameItem(queued, check) && queued.checked === check.checked)),
      storage,
    )
    changed.add(check.listId)
  }
  return [...changed]
}
