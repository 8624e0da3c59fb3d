import type { FastifyReply, FastifyRequest } from 'fastify'

const tasksByRequest = new WeakMap<FastifyRequest, () => Promise<void>>()
const running = new Set<Promise<void>>()

/** Hands `task` to the route's onResponse hook: it starts once the answer has gone out, so no one can time it. */
export const runAfterResponse = (request: FastifyRequest, task: () => Promise<void>) => {
  tasksByRequest.set(request, task)
}

/** The onResponse hook of a route that defers work with runAfterResponse; failures are logged, never answered. */
export async function startDeferredWork(request: FastifyRequest, _reply: FastifyReply) {
  const task = tasksByRequest.get(request)
  if (!task) return
  tasksByRequest.delete(request)
  const done: Promise<void> = task()
    .catch((error: unknown) => request.log.error({ err: error }, 'work after the response failed'))
    .finally(() => running.delete(done))
  running.add(done)
}

/** Waits for deferred work still running (before the database closes, and in tests before reading the mail). */
export async function settleDeferredWork() {
  while (running.size > 0) await Promise.all([...running])
}
