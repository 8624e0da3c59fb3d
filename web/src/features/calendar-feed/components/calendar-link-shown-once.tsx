import { CalendarCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CreatedCalendarFeed } from '@forkcast/contract/calendar-feed.schemas'
import { buttonVariants } from '@/components/ui/button'
import { ShownOnce } from '@/components/ui/shown-once'

/** The new link, the one time it can be seen: copy it, or open it in the calendar app (webcal). */
export const CalendarLinkShownOnce = ({
  feed,
  onDone,
}: {
  feed: CreatedCalendarFeed
  onDone: () => void
}) => {
  const { t } = useTranslation('calendar-feed')
  return (
    <ShownOnce
      label={t('shownOnce.label')}
      value={feed.url}
      copyLabel={t('shownOnce.copy')}
      copiedDescription={t('shownOnce.copied')}
      warning={t('shownOnce.warning')}
      actions={
        <a href={feed.webcalUrl} className={buttonVariants({ size: 'sm' })}>
          <CalendarCheck aria-hidden /> {t('shownOnce.open')}
        </a>
      }
      onDone={onDone}
    />
  )
}
