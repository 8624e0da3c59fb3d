/**
 * The cuisine a board decided, carried to the cook-or-order pages. The group is not stored with it: it
 * travels in the address (decision 026).
 */
export interface ChosenFoodType {
  id: string
  label: string
}

const CHOSEN_FOOD_TYPE_KEY = 'chosenFoodType'
const RESTAURANT_SEARCH_KEY = 'restaurantSearchParams'
const DINING_LOCATION_KEY = 'diningLocation'

const parseJson = (value: string | null): unknown => {
  if (!value) return null
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

export const readChosenFoodType = (): ChosenFoodType | null => {
  const value = parseJson(sessionStorage.getItem(CHOSEN_FOOD_TYPE_KEY))
  if (!value || typeof value !== 'object') return null
  const { id, label } = value as Record<string, unknown>
  return typeof id === 'string' && typeof label === 'string' ? { id, label } : null
}

export const storeChosenFoodType = ({ id, label }: ChosenFoodType) =>
  sessionStorage.setItem(CHOSEN_FOOD_TYPE_KEY, JSON.stringify({ id, label }))

/** Where the restaurant search looks: a position or a ZIP code chosen on the dining location page. */
export type DiningLocation = { latitude: number; longitude: number } | { zipCode: string }

export const readDiningLocation = (): DiningLocation | null => {
  const value = parseJson(sessionStorage.getItem(DINING_LOCATION_KEY))
  if (!value || typeof value !== 'object') return null
  const { latitude, longitude, zipCode } = value as Record<string, unknown>
  if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude }
  return typeof zipCode === 'string' && zipCode.length > 0 ? { zipCode } : null
}

interface RestaurantSearchParams {
  cuisine?: string
  serviceType?: string
}

/** What the dining service page stored for the results page (spec: 'stores the search params'), minus the group. */
export const readRestaurantSearchParams = (): RestaurantSearchParams => {
  const value = parseJson(sessionStorage.getItem(RESTAURANT_SEARCH_KEY))
  if (!value || typeof value !== 'object') return {}
  const { cuisine, serviceType } = value as Record<string, unknown>
  return {
    cuisine: typeof cuisine === 'string' ? cuisine : undefined,
    serviceType: typeof serviceType === 'string' ? serviceType : undefined,
  }
}

export const storeRestaurantSearchParams = ({ cuisine, serviceType }: RestaurantSearchParams) =>
  sessionStorage.setItem(RESTAURANT_SEARCH_KEY, JSON.stringify({ cuisine, serviceType }))

export const storeDiningLocation = (location: DiningLocation) =>
  sessionStorage.setItem(DINING_LOCATION_KEY, JSON.stringify(location))
