import { useState } from 'react'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CreatedApiToken } from '@forkcast/contract/api-tokens.schemas'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { API_DOCS_URL, useApiTokens } from '../api/api-tokens'
import { ApiTokenRow } from './api-token-row'
import { CreateApiTokenForm } from './create-api-token-form'
import { NewApiTokenNotice } from './new-api-token-notice'

/** Personal API tokens: what they are for, the ones that exist, and making a new one. */
export const ApiTokensSection = () => {
  const { t } = useTranslation('api-tokens')
  const tokens = useApiTokens()
  const [created, setCreated] = useState<CreatedApiToken | null>(null)

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">
        {t('section.intro')}{' '}
        <a
          href={API_DOCS_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('section.docs')} <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </p>
      {created ? <NewApiTokenNotice created={created} onDone={() => setCreated(null)} /> : null}
      {tokens.isPending ? (
        <Spinner label={t('section.loading')} />
      ) : tokens.isError ? (
        <LoadError
          title={t('section.loadError')}
          isRetrying={tokens.isFetching}
          onRetry={() => void tokens.refetch()}
        />
      ) : tokens.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600">
          {t('section.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('section.listLabel')}>
          {tokens.data.map((token) => (
            <ApiTokenRow
              key={token.id}
              token={token}
              onRevoked={(id) => setCreated((shown) => (shown?.id === id ? null : shown))}
            />
          ))}
        </ul>
      )}
      <div className="border-t border-stone-100 pt-4">
        <h3 className="mb-3 font-medium">{t('section.createHeading')}</h3>
        <CreateApiTokenForm onCreated={setCreated} />
      </div>
    </div>
  )
}
