import { useTranslation } from 'react-i18next'
import type { CreatedWebhook } from '@forkcast/contract/webhooks.schemas'
import { ShownOnce } from '@/components/ui/shown-once'

/** The new webhook's signing secret, the one time it can be seen. */
export const WebhookSecretShownOnce = ({
  webhook,
  onDone,
}: {
  webhook: CreatedWebhook
  onDone: () => void
}) => {
  const { t } = useTranslation('webhooks')
  return (
    <ShownOnce
      title={t('secret.title')}
      label={t('secret.label')}
      value={webhook.secret}
      copyLabel={t('secret.copy')}
      copiedDescription={t('secret.copied')}
      warning={t('secret.warning')}
      onDone={onDone}
    />
  )
}
