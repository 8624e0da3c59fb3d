import { CalendarCheck } from 'lucide-react'
import type { CreatedCalendarFeed } from '@forkcast/contract/calendar-feed.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** The new link, the one time it can be seen: copy it, or open it in the calendar app (webcal). */
export const CalendarLinkShownOnce = ({
  feed,
  onDone,
}: {
  feed: CreatedCalendarFeed
  onDone: () => void
}) => (
  <div className="flex flex-col gap-3">
    <Label htmlFor="calendar-feed-url">Your calendar link</Label>
    <div className="flex items-center gap-2">
      <Input
        id="calendar-feed-url"
        readOnly
        value={feed.url}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-sm"
        aria-describedby="calendar-feed-once"
      />
      <CopyButton
        text={feed.url}
        label="Copy calendar link"
        copiedDescription="Paste it into your calendar app."
      />
    </div>
    <p id="calendar-feed-once" className="text-sm text-amber-800">
      Copy it now: we show this link only once. Anyone who has it can see your family&rsquo;s meal plan, so
      share it only with your own calendar.
    </p>
    <div className="flex flex-wrap gap-2">
      <a href={feed.webcalUrl} className={buttonVariants({ size: 'sm' })}>
        <CalendarCheck aria-hidden /> Open in calendar
      </a>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Done
      </Button>
    </div>
  </div>
)
