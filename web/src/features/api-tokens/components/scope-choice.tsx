import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { API_TOKEN_SCOPE_LABELS, type ApiTokenScope } from '@forkcast/contract/api-tokens.schemas'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

const SCOPES = Object.keys(API_TOKEN_SCOPE_LABELS) as ApiTokenScope[]

/** What a new token may do, as two radio cards; arrow keys move between them. */
export const ScopeChoice = ({
  value,
  onChange,
  error,
}: {
  value: ApiTokenScope
  onChange: (scope: ApiTokenScope) => void
  error?: string
}) => {
  const { t } = useTranslation('api-tokens')
  const words = useCatalogText()
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('scope.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SCOPES.map((scope) => (
          <label
            key={scope}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === scope
                ? 'border-brand-700 bg-brand-50'
                : 'border-stone-300 bg-white hover:bg-stone-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              aria-describedby={`${name}-${scope}-hint`}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium text-stone-900">{words.apiTokenScope(scope)}</span>
              <span id={`${name}-${scope}-hint`} className="text-xs text-stone-600">
                {t(`scope.hint.${scope}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
