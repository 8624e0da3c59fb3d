import { useTranslation } from 'react-i18next'
import { CreateWebhookSchema, WEBHOOK_EVENTS, type CreatedWebhook } from '@forkcast/contract/webhooks.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useCreateWebhook } from '../api/webhooks'
import { webhookEventLabel } from '../utils/event-labels'

const EVENTS_ERROR_ID = 'webhook-events-error'

/** URL and the events to send, with each problem beside its field; hands the created webhook (and secret) up. */
export const AddWebhookForm = ({
  groupId,
  onCreated,
}: {
  groupId: number
  onCreated: (webhook: CreatedWebhook) => void
}) => {
  const { t } = useTranslation('webhooks')
  const form = useSchemaForm(CreateWebhookSchema, {
    defaultValues: { url: '', events: [...WEBHOOK_EVENTS] },
  })
  const { errors } = form.formState
  const create = useCreateWebhook(groupId)

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (webhook) => {
        form.reset()
        onCreated(webhook)
      },
      onError: (error) => form.showServerErrors(error),
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('form.label')}>
      <Field
        label={t('form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={t('form.urlPlaceholder')}
        hint={t('form.urlHint')}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.events ? EVENTS_ERROR_ID : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.when')}</legend>
        {/* Checkboxes sharing one name give the checked events in list order, as the server expects. */}
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" value={event} {...form.register('events')} />
            {webhookEventLabel(event, t)}
          </label>
        ))}
        {errors.events ? (
          <p id={EVENTS_ERROR_ID} className="text-sm font-medium text-red-700">
            {errors.events.message}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? t('form.adding') : t('form.submit')}
      </Button>
    </form>
  )
}
