import { useState } from 'react'
import { CalendarPlus } from 'lucide-react'
import type { CreatedCalendarFeed } from '@forkcast/contract/calendar-feed.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/lib/toast'
import { useCalendarFeedStatus, useCreateCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed'
import { CalendarLinkShownOnce } from './calendar-link-shown-once'

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))

type Confirming = 'replace' | 'turn-off' | null

/** "Add to your calendar": the caller's own secret link to the group's weekly plan (make, replace, turn off). */
export const CalendarFeedCard = ({ groupId }: { groupId: number }) => {
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
        notify({ title: 'Calendar link turned off', description: 'Calendars using it stop updating.' })
      },
    })

  return (
    <Card className="mt-6 p-5 sm:p-6" role="region" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarPlus className="size-5 text-brand-700" aria-hidden /> Add to your calendar
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        See the week&rsquo;s meals, like &ldquo;Dinner: Chana Masala&rdquo; on Friday, in the calendar app you
        already use; it updates by itself.
      </p>
      <div className="mt-4">
        {status.isPending ? (
          <Spinner className="items-start" label="Checking your calendar link" />
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
            We could not check your calendar link.
            <Button
              variant="secondary"
              size="sm"
              disabled={status.isFetching}
              onClick={() => void status.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : created ? (
          <CalendarLinkShownOnce feed={created} onDone={() => setCreated(null)} />
        ) : status.data.isActive ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-stone-800">
              Your calendar link is active
              {status.data.createdAt ? ` (made ${formatDay(status.data.createdAt)})` : ''}.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setConfirming('replace')}>
                Make a new link
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming('turn-off')}>
                Turn off
              </Button>
            </div>
          </div>
        ) : (
          <Button disabled={createFeed.isPending} onClick={makeLink}>
            {createFeed.isPending ? 'Making your link…' : 'Create calendar link'}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming === 'replace'}
        onOpenChange={(open) => setConfirming(open ? 'replace' : null)}
        title="Make a new calendar link?"
        description="Your old link stops working at once: calendars that use it stop updating until you add the new one."
        confirmLabel="Make a new link"
        pendingLabel="Making your link…"
        isPending={createFeed.isPending}
        onConfirm={makeLink}
      />
      <ConfirmDialog
        open={confirming === 'turn-off'}
        onOpenChange={(open) => setConfirming(open ? 'turn-off' : null)}
        title="Turn off your calendar link?"
        description="Calendars that use it stop showing new meals. You can make a new link at any time."
        confirmLabel="Turn off"
        cancelLabel="Keep it"
        pendingLabel="Turning off…"
        isPending={turnOff.isPending}
        onConfirm={confirmTurnOff}
      />
    </Card>
  )
}
