import { DECISION_STORAGE_KEYS } from './decision-session'

/** The group a decision is for; id 0 is the solo 'Recipe Browsing' pseudo group. */
export interface DecisionGroup {
  id: number
  name: string
}

/** The cuisine a board decided, carried to the cook-or-order pages. */
export interface ChosenFoodType {
  id: string
  label: string
  groupId: number
}

export const CHOSEN_FOOD_TYPE_KEY = 'chosenFoodType'
export const RESTAURANT_SEARCH_KEY = 'restaurantSearchParams'
export const DINING_LOCATION_KEY = 'diningLocation'

const parseJson = (value: string | null): unknown => {
  if (!value) return null
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

/** Spec: currentGroupId and currentGroupName when the id is above 0, otherwise selectedGroup. */
export const readDecisionGroup = (): DecisionGroup | null => {
  const id = Number(sessionStorage.getItem(DECISION_STORAGE_KEYS.currentGroupId))
  const name = sessionStorage.getItem(DECISION_STORAGE_KEYS.currentGroupName)
  if (Number.isInteger(id) && id > 0 && name) return { id, name }
  const selected = parseJson(sessionStorage.getItem(DECISION_STORAGE_KEYS.selectedGroup))
  if (selected && typeof selected === 'object' && 'id' in selected && 'name' in selected) {
    const { id: selectedId, name: selectedName } = selected as { id: unknown; name: unknown }
    if (typeof selectedId === 'number' && selectedId >= 0 && typeof selectedName === 'string') {
      return { id: selectedId, name: selectedName }
    }
  }
  return null
}

export const readChosenFoodType = (): ChosenFoodType | null => {
  const value = parseJson(sessionStorage.getItem(CHOSEN_FOOD_TYPE_KEY))
  if (!value || typeof value !== 'object') return null
  const { id, label, groupId } = value as Record<string, unknown>
  return typeof id === 'string' && typeof label === 'string'
    ? { id, label, groupId: typeof groupId === 'number' ? groupId : 0 }
    : null
}

export const storeChosenFoodType = (chosen: ChosenFoodType) =>
  sessionStorage.setItem(CHOSEN_FOOD_TYPE_KEY, JSON.stringify(chosen))

/** The board to rejoin, when the dashboard said the group's decision is under way. */
export const readExistingSessionId = (): number | null => {
  const id = Number(sessionStorage.getItem(DECISION_STORAGE_KEYS.existingSessionId))
  return Number.isInteger(id) && id > 0 ? id : null
}

export const storeExistingSessionId = (id: number) =>
  sessionStorage.setItem(DECISION_STORAGE_KEYS.existingSessionId, String(id))

/** Where the restaurant search looks: a position or a ZIP code chosen on the dining location page. */
export type DiningLocation = { latitude: number; longitude: number } | { zipCode: string }

export const readDiningLocation = (): DiningLocation | null => {
  const value = parseJson(sessionStorage.getItem(DINING_LOCATION_KEY))
  if (!value || typeof value !== 'object') return null
  const { latitude, longitude, zipCode } = value as Record<string, unknown>
  if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude }
  return typeof zipCode === 'string' && zipCode.length > 0 ? { zipCode } : null
}

/** What the dining service page stored for the results page (spec: 'stores the search params'). */
export const readRestaurantSearchParams = (): {
  cuisine?: string
  serviceType?: string
  groupId?: number
} => {
  const value = parseJson(sessionStorage.getItem(RESTAURANT_SEARCH_KEY))
  if (!value || typeof value !== 'object') return {}
  const { cuisine, serviceType, groupId } = value as Record<string, unknown>
  return {
    cuisine: typeof cuisine === 'string' ? cuisine : undefined,
    serviceType: typeof serviceType === 'string' ? serviceType : undefined,
    groupId: typeof groupId === 'number' ? groupId : undefined,
  }
}
