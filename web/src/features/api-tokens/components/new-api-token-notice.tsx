import { useTranslation } from 'react-i18next'
import type { CreatedApiToken } from '@forkcast/contract/api-tokens.schemas'
import { ShownOnce } from '@/components/ui/shown-once'

/** The one showing of a new token's secret, with a Copy button. */
export const NewApiTokenNotice = ({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) => {
  const { t } = useTranslation('api-tokens')
  return (
    <ShownOnce
      title={t('newToken.title', { name: created.name })}
      label={t('newToken.label')}
      value={created.token}
      copyLabel={t('newToken.copy')}
      copiedDescription={t('newToken.copied')}
      warning={t('newToken.warning')}
      doneLabel={t('newToken.done')}
      onDone={onDone}
    />
  )
}
