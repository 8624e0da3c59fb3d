import { useState, type FormEvent } from 'react'
import {
  CreateWebhookSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  type CreatedWebhook,
  type WebhookEvent,
} from '@forkcast/contract/webhooks.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { useCreateWebhook } from '../api/webhooks'

/** The first problem of each field, keyed by field, from the contract's own validation. */
const validate = (input: { url: string; events: WebhookEvent[] }) => {
  const parsed = CreateWebhookSchema.safeParse(input)
  const errors: Record<string, string> = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** URL and the events to send, with each problem beside its field; hands the created webhook (and secret) up. */
export const AddWebhookForm = ({
  groupId,
  onCreated,
}: {
  groupId: number
  onCreated: (webhook: CreatedWebhook) => void
}) => {
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateWebhook(groupId)

  const toggle = (event: WebhookEvent, isChecked: boolean) =>
    setEvents((current) =>
      isChecked
        ? WEBHOOK_EVENTS.filter((name) => name === event || current.includes(name))
        : current.filter((name) => name !== event),
    )

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    const input = { url: url.trim(), events }
    const found = validate(input)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    create.mutate(input, {
      onSuccess: (webhook) => {
        setUrl('')
        setEvents([...WEBHOOK_EVENTS])
        onCreated(webhook)
      },
      onError: (error) => setErrors(getFieldErrors(error)),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Add a webhook">
      <Field
        label="Send events to"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/forkcast"
        hint="A public https address that accepts POST requests."
        value={url}
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">When</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            {WEBHOOK_EVENT_LABELS[event]}
          </label>
        ))}
        {errors.events ? (
          <p id="webhook-events-error" className="text-sm font-medium text-red-700">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? 'Adding...' : 'Add webhook'}
      </Button>
    </form>
  )
}
