import { useTranslation } from 'react-i18next'

/** Spec 2: which pages the importer reads, and what to do when one will not open. */
export const SupportedSourcesNote = () => {
  const { t } = useTranslation('imports')
  return (
    <section aria-labelledby="supported-sources-heading" className="text-sm text-stone-600">
      <h2 id="supported-sources-heading" className="font-semibold text-stone-800">
        {t('supportedSources.heading')}
      </h2>
      <p className="mt-1">{t('supportedSources.body')}</p>
    </section>
  )
}
