import { CalendarCheck } from 'lucide-react'
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
}) => (
  <ShownOnce
    label="Your calendar link"
    value={feed.url}
    copyLabel="Copy calendar link"
    copiedDescription="Paste it into your calendar app."
    warning={
      <>
        Copy it now: we show this link only once. Anyone who has it can see your family&rsquo;s meal plan, so
        share it only with your own calendar.
      </>
    }
    actions={
      <a href={feed.webcalUrl} className={buttonVariants({ size: 'sm' })}>
        <CalendarCheck aria-hidden /> Open in calendar
      </a>
    }
    onDone={onDone}
  />
)
