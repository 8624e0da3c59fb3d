import { WifiOff } from 'lucide-react'
import { formatSavedAt, useOfflineSavedAt } from '@/features/pwa/saved-at'

/**
 * Says so while the browser is offline, and how old the saved copy on screen is. Votes made meanwhile are not lost: mutations pause offline
 * and resume when the connection returns (react-query's default network mode).
 */
export const OfflineBanner = () => {
  const { isOnline, savedAt } = useOfflineSavedAt()
  if (isOnline) return null
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="status">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm text-amber-900">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        <span>
          You’re offline — your vote will be sent when you reconnect.
          {savedAt === null ? null : ` Showing what was saved at ${formatSavedAt(savedAt)}.`}
        </span>
      </p>
    </div>
  )
}
