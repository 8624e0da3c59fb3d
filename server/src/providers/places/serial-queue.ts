/** Runs tasks one at a time, in arrival order; a failed task does not stop the ones behind it. */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task)
    tail = result.catch(() => undefined)
    return result
  }
}
