/** Spec 000 tours, offered rather than imposed: a tour runs only when the person asks for it. */
export type TourName = 'dashboard' | 'elimination' | 'restaurants'

/** Fired on window by every "Show me around" entry; the signed-in shell starts the open page's tour. */
export const TOUR_START_EVENT = 'forkcast:tour-start'

export const startTour = () => window.dispatchEvent(new Event(TOUR_START_EVENT))

/** Which tour belongs to a page, if any. */
export const tourForPath = (pathname: string): TourName | null => {
  if (pathname === '/' || pathname === '/account-dashboard') return 'dashboard'
  if (pathname.startsWith('/elimination/')) return 'elimination'
  if (pathname === '/restaurant-results' || pathname.startsWith('/restaurants/')) return 'restaurants'
  return null
}
