import { i18next } from './i18n'

/** The group a decision is for; id 0 is the solo 'Recipe Browsing' pseudo group. */
export interface DecisionGroup {
  id: number
  name: string
}

/** Spec 2 'Browse Cuisines': the user deciding alone, so the cooking board needs no family group. */
export const SOLO_GROUP: DecisionGroup = {
  id: 0,
  // Read when shown, so it is in the language of the moment.
  get name() {
    return i18next.t('common:soloGroup')
  },
}

/** The search parameter that carries the deciding group from page to page (decision 026). */
export const GROUP_ID_PARAM = 'groupId'

/** The group id in the address, or null when it is absent or not a whole number of 0 or more. */
export const readGroupIdParam = (searchParams: URLSearchParams): number | null => {
  const value = searchParams.get(GROUP_ID_PARAM)
  if (value === null || value.trim() === '') return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 0 ? id : null
}

/** The group the address names among the user's own: 0 is the user alone; absent or someone else's is null. */
export const findDecisionGroup = (
  groupId: number | null,
  groups: readonly DecisionGroup[],
): DecisionGroup | null => {
  if (groupId === null) return null
  if (groupId === SOLO_GROUP.id) return SOLO_GROUP
  const group = groups.find((candidate) => candidate.id === groupId)
  return group ? { id: group.id, name: group.name } : null
}
