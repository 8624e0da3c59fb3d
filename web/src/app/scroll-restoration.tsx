import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

// React Router's own ScrollRestoration key: places saved before this component keep working, and sign-out's
// check that nothing of the person is left knows it holds only positions by history entry.
const STORAGE_KEY = 'react-router-scroll-positions'
/** How long Back keeps trying to reach the saved place while the page's content (lazy code, data) arrives. */
const RESTORE_FRAMES = 120
/** The key React Router gives the entry a document was opened on: every newly opened page shares it. */
const FIRST_ENTRY = 'default'

const readPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    // A corrupt entry only loses old positions.
    return {}
  }
}

const positions = readPositions()
// A page opened anew (typed, or an outside link) starts at its top: the place kept under the shared first key
// belongs to an earlier visit. A reload or Back into the app keeps it.
const opening = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
if (opening === undefined || opening.type === 'navigate') delete positions[FIRST_ENTRY]

/**
 * Each history entry keeps its own scroll position: Back and Forward put it back, a new page opens at its top,
 * and a page that only changes its own query (filters, tabs) keeps its place.
 */
export const ScrollRestoration = () => {
  const { key, pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  const currentKey = useRef(key)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // Saved as the person scrolls: by the time the next page has rendered, the old page's height is gone and
    // the window may already be clamped to the new one.
    const remember = () => {
      positions[currentKey.current] = window.scrollY
    }
    // A reload or a visit elsewhere and back restores the entry's place too.
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', save)
    }
  }, [])

  const previousPathname = useRef<string | null>(null)
  useLayoutEffect(() => {
    currentKey.current = key
    const isSamePage = previousPathname.current === pathname
    previousPathname.current = pathname
    const saved = positions[key]
    if (navigationType === 'POP') {
      if (saved === undefined) return
      // The page may still be loading its code or data: keep trying until it is tall enough, unless the person
      // takes over first.
      let frames = 0
      let frame = 0
      const attempt = () => {
        window.scrollTo(0, saved)
        if (Math.abs(window.scrollY - saved) > 1 && frames++ < RESTORE_FRAMES)
          frame = requestAnimationFrame(attempt)
      }
      const stop = () => cancelAnimationFrame(frame)
      attempt()
      window.addEventListener('wheel', stop, { once: true, passive: true })
      window.addEventListener('touchstart', stop, { once: true, passive: true })
      window.addEventListener('keydown', stop, { once: true })
      return () => {
        stop()
        window.removeEventListener('wheel', stop)
        window.removeEventListener('touchstart', stop)
        window.removeEventListener('keydown', stop)
      }
    }
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    else if (!isSamePage) window.scrollTo(0, 0)
    return undefined
  }, [pathname, hash, key, navigationType])

  return null
}
