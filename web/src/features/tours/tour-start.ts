/** Spec 000 tours: completion is recorded in local storage; reset clears the record. */
export const TOUR_NAMES = ['dashboard', 'elimination', 'restaurants'] as const
export type TourName = (typeof TOUR_NAMES)[number]

export const COMPLETED_TOURS_KEY = 'forkcast-completed-tours'
/** Fired on window when the record is cleared, so a tour for the open page starts again. */
export const TOURS_RESET_EVENT = 'forkcast:tours-reset'

const isTourName = (value: unknown): value is TourName =>
  typeof value === 'string' && (TOUR_NAMES as readonly string[]).includes(value)

export const readCompletedTours = (): TourName[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(COMPLETED_TOURS_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter(isTourName) : []
  } catch {
    return []
  }
}

export const isTourCompleted = (name: TourName) => readCompletedTours().includes(name)

export const markTourCompleted = (name: TourName) => {
  if (isTourCompleted(name)) return
  localStorage.setItem(COMPLETED_TOURS_KEY, JSON.stringify([...readCompletedTours(), name]))
}

export const resetTours = () => {
  localStorage.removeItem(COMPLETED_TOURS_KEY)
  window.dispatchEvent(new Event(TOURS_RESET_EVENT))
}

/** Which tour belongs to a page, if any. */
export const tourForPath = (pathname: string): TourName | null => {
  if (pathname === '/' || pathname === '/account-dashboard') return 'dashboard'
  if (pathname.startsWith('/elimination/')) return 'elimination'
  if (pathname === '/restaurant-results' || pathname.startsWith('/restaurants/')) return 'restaurants'
  return null
}
