/** Session-storage keys the elimination pages read to know which group is deciding (spec 3, 4). */
export const DECISION_STORAGE_KEYS = {
  currentGroupId: 'currentGroupId',
  currentGroupName: 'currentGroupName',
  selectedGroup: 'selectedGroup',
  existingSessionId: 'existingSessionId',
  sessionCategory: 'sessionCategory',
} as const

export const DECISION_START_CATEGORY = 'cuisine'

export interface SessionProgress {
  eliminations: number
  preferences: number
  choices: number
}

/** A session counts as under way once anyone eliminated, preferred or chose something. */
export const hasSessionProgress = ({ eliminations, preferences, choices }: SessionProgress) =>
  eliminations > 0 || preferences > 0 || choices > 0

interface DecisionStart {
  group: { id: number; name: string }
  /** The group's session with progress, or null to start afresh. */
  existingSessionId: number | string | null
}

export const storeDecisionStart = ({ group, existingSessionId }: DecisionStart) => {
  const keys = DECISION_STORAGE_KEYS
  sessionStorage.setItem(keys.currentGroupId, String(group.id))
  sessionStorage.setItem(keys.currentGroupName, group.name)
  sessionStorage.setItem(keys.selectedGroup, JSON.stringify({ id: group.id, name: group.name }))
  if (existingSessionId === null) sessionStorage.removeItem(keys.existingSessionId)
  else sessionStorage.setItem(keys.existingSessionId, String(existingSessionId))
  sessionStorage.setItem(keys.sessionCategory, DECISION_START_CATEGORY)
}
