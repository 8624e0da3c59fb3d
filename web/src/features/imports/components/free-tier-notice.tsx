import { Gift } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'

/** Spec 1 and 6: import is a free-tier feature, open to everyone, that grows the shared recipe database. */
export const FreeTierNotice = () => {
  const { t } = useTranslation('imports')
  return (
    <aside
      aria-label={t('freeTier.label')}
      className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-stone-700"
    >
      <Gift className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <p>
        <Trans
          t={t}
          i18nKey="freeTier.body"
          components={{ bold: <span className="font-semibold text-stone-900" /> }}
        />
      </p>
    </aside>
  )
}
