import { beforeEach, describe, expect, it } from 'vitest'
import { applyQueuedChecks, enqueueCheck, flushQueue, readQueue, type QueuedCheck } from './check-queue'

const list = {
  id: 7,
  name: 'Week',
  items: [
    { id: 1, checked: false },
    { id: 2, checked: true },
  ],
}

describe('the offline grocery check queue', () => {
  beforeEach(() => localStorage.clear())

  it('keeps checks across a reload, one per item, the last one winning', () => {
    enqueueCheck({ listId: 7, itemId: 1, checked: true })
    enqueueCheck({ listId: 7, itemId: 2, checked: false })
    enqueueCheck({ listId: 7, itemId: 1, checked: false })
    expect(readQueue()).toEqual([
      { listId: 7, itemId: 2, checked: false },
      { listId: 7, itemId: 1, checked: false },
    ])
  })

  it('shows queued checks over a stale copy of the list, only for that list', () => {
    enqueueCheck({ listId: 7, itemId: 1, checked: true })
    enqueueCheck({ listId: 8, itemId: 2, checked: false })
    expect(applyQueuedChecks(list, readQueue()).items).toEqual([
      { id: 1, checked: true },
      { id: 2, checked: true },
    ])
  })

  it('sends every check on reconnect and empties the queue', async () => {
    enqueueCheck({ listId: 7, itemId: 1, checked: true })
    enqueueCheck({ listId: 9, itemId: 4, checked: true })
    const sent: QueuedCheck[] = []
    const changed = await flushQueue(async (check) => {
      sent.push(check)
      return 'sent'
    })
    expect(sent).toHaveLength(2)
    expect(changed).toEqual([7, 9])
    expect(readQueue()).toEqual([])
  })

  it('keeps what could not be sent for the next try, in order', async () => {
    enqueueCheck({ listId: 7, itemId: 1, checked: true })
    enqueueCheck({ listId: 7, itemId: 2, checked: false })
    const changed = await flushQueue(async (check) => (check.itemId === 1 ? 'sent' : 'unreachable'))
    expect(changed).toEqual([7])
    expect(readQueue()).toEqual([{ listId: 7, itemId: 2, checked: false }])
  })

  it('drops a check the server refused, such as for an item removed meanwhile', async () => {
    enqueueCheck({ listId: 7, itemId: 1, checked: true })
    await flushQueue(async () => 'rejected')
    expect(readQueue()).toEqual([])
  })

  it('keeps a newer check of the same item queued while an older one was being sent', async () => {
    enqueueCheck({ listId: 7, itemId: 1, checked: true })
    await flushQueue(async () => {
      enqueueCheck({ listId: 7, itemId: 1, checked: false })
      return 'sent'
    })
    expect(readQueue()).toEqual([{ listId: 7, itemId: 1, checked: false }])
  })

  it('ignores a damaged stored queue', () => {
    localStorage.setItem('forkcast-grocery-check-queue', '{not json')
    expect(readQueue()).toEqual([])
  })
})
