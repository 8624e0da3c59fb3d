/*
 * Counts the parser's steps (nodes and tags visited), so tests can bound its work on hostile pages by input
 * size instead of by a clock. One addition per step: nothing next to the parsing itself.
 */
let steps = 0

export const countStep = (): void => {
  steps += 1
}

/** Runs `work` and answers the steps the parser took during it. */
export const countParserSteps = <T>(work: () => T): { result: T; steps: number } => {
  const before = steps
  const result = work()
  return { result, steps: steps - before }
}
