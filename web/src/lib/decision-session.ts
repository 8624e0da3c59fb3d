export const DECISION_START_CATEGORY = 'cuisine'

export interface SessionProgress {
  eliminations: number
  preferences: number
  choices: number
}

/** A session counts as under way once anyone eliminated, preferred or chose something. */
export const hasSessionProgress = ({ eliminations, preferences, choices }: SessionProgress) =>
  eliminations > 0 || preferences > 0 || choices > 0
