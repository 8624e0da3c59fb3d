import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { matchPath, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { i18next } from '@/lib/i18n'
import { formatSavedAt, useOfflineSavedAt } from '@/features/pwa/saved-at'

type OfflineNote = 'listChanges' | 'vote' | 'changes'

// What waits for the connection, said in the page's own words; the first pattern that matches wins.
const OFFLINE_NOTES: Array<[pattern: string, note: OfflineNote]> = [
  [paths.groceryList.path, 'listChanges'],
  [paths.shoppingList.path, 'listChanges'],
  ['/elimination/*', 'vote'],
]
const DEFAULT_OFFLINE_NOTE: OfflineNote = 'changes'

/** The banner's words for a page (in the current language unless given the page's `t`). */
export const getOfflineNote = (
  pathname: string,
  t: TFunction<'shell'> = i18next.getFixedT(null, 'shell'),
) => {
  const note = OFFLINE_NOTES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? DEFAULT_OFFLINE_NOTE
  return t(`offlineBanner.note.${note}`)
}

/**
 * Says so while the browser is offline, and how old the saved copy on screen is. Changes made meanwhile are not
 * lost: mutations pause offline and resume when the connection returns (react-query's default network mode).
 */
export const OfflineBanner = () => {
  const { t } = useTranslation('shell')
  const { isOnline, savedAt } = useOfflineSavedAt()
  const { pathname } = useLocation()
  if (isOnline) return null
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="status">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm text-amber-900">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        <span>
          {t('offlineBanner.offline', { note: getOfflineNote(pathname, t) })}
          {savedAt === null ? null : ` ${t('offlineBanner.savedAt', { time: formatSavedAt(savedAt) })}`}
        </span>
      </p>
    </div>
  )
}
