import { useState } from 'react'
import { CalendarPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CreatedCalendarFeed } from '@forkcast/contract/calendar-feed.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useCalendarFeedStatus, useCreateCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed'
import { CalendarLinkShownOnce } from './calendar-link-shown-once'

type Confirming = 'replace' | 'turn-off' | null

/** "Add to your calendar": the caller's own secret link to the group's weekly plan (make, replace, turn off). */
export const CalendarFeedCard = ({ groupId }: { groupId: number }) => {
  const { t } = useTranslation('calendar-feed')
  const status = useCalendarFeedStatus(groupId)
  const createFeed = useCreateCalendarFeed(groupId)
  const turnOff = useTurnOffCalendarFeed(groupId)
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null)
  const [confirming, setConfirming] = useState<Confirming>(null)

  const makeLink = () =>
    createFeed.mutate(undefined, {
      onSuccess: (feed) => {
        setCreated(feed)
        setConfirming(null)
      },
    })

  const confirmTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setCreated(null)
        setConfirming(null)
        notify({ title: t('card.turnedOffTitle'), description: t('card.turnedOffDescription') })
      },
    })

  return (
    <Card className="mt-6 p-5 sm:p-6" role="region" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarPlus className="size-5 text-brand-700" aria-hidden /> {t('card.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('card.intro')}</p>
      <div className="mt-4">
        {status.isPending ? (
          <Spinner className="items-start" label={t('card.checking')} />
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
            {t('card.checkError')}
            <Button
              variant="secondary"
              size="sm"
              disabled={status.isFetching}
              onClick={() => void status.refetch()}
            >
              {t('card.tryAgain')}
            </Button>
          </div>
        ) : created ? (
          <CalendarLinkShownOnce feed={created} onDone={() => setCreated(null)} />
        ) : status.data.isActive ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-stone-800">
              {status.data.createdAt
                ? t('card.activeSince', { date: formatDate(status.data.createdAt) })
                : t('card.active')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setConfirming('replace')}>
                {t('card.makeNew')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming('turn-off')}>
                {t('card.turnOff')}
              </Button>
            </div>
          </div>
        ) : (
          <Button disabled={createFeed.isPending} onClick={makeLink}>
            {createFeed.isPending ? t('card.making') : t('card.create')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(open) => setConfirming(open ? 'replace' : null)}
        title={t('replaceDialog.title')}
        description={t('replaceDialog.description')}
        confirmLabel={t('replaceDialog.confirm')}
        pendingLabel={t('replaceDialog.pending')}
        isPending={createFeed.isPending}
        onConfirm={makeLink}
      />
      <ConfirmDialog
        open={confirming === 'turn-off'}
        onOpenChange={(open) => setConfirming(open ? 'turn-off' : null)}
        title={t('turnOffDialog.title')}
        description={t('turnOffDialog.description')}
        confirmLabel={t('turnOffDialog.confirm')}
        cancelLabel={t('turnOffDialog.cancel')}
        pendingLabel={t('turnOffDialog.pending')}
        isPending={turnOff.isPending}
        onConfirm={confirmTurnOff}
      />
    </Card>
  )
}
