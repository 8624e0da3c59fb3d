import { WifiOff } from 'lucide-react'
import { matchPath, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { formatSavedAt, useOfflineSavedAt } from '@/features/pwa/saved-at'

// What waits for the connection, said in the page's own words; the first pattern that matches wins.
const OFFLINE_NOTES: Array<[pattern: string, note: string]> = [
  [paths.groceryList.path, 'your changes to the list will be saved when you’re back online'],
  [paths.shoppingList.path, 'your changes to the list will be saved when you’re back online'],
  ['/elimination/*', 'your vote will be sent when you reconnect'],
]
const DEFAULT_OFFLINE_NOTE = 'what you change will be sent when you reconnect'

/** The banner's words for a page. */
export const getOfflineNote = (pathname: string) =>
  OFFLINE_NOTES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? DEFAULT_OFFLINE_NOTE

/**
 * Says so while the browser is offline, and how old the saved copy on screen is. Changes made meanwhile are not
 * lost: mutations pause offline and resume when the connection returns (react-query's default network mode).
 */
export const OfflineBanner = () => {
  const { isOnline, savedAt } = useOfflineSavedAt()
  const { pathname } = useLocation()
  if (isOnline) return null
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="status">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm text-amber-900">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        <span>
          You’re offline — {getOfflineNote(pathname)}.
          {savedAt === null ? null : ` Showing what was saved at ${formatSavedAt(savedAt)}.`}
        </span>
      </p>
    </div>
  )
}
