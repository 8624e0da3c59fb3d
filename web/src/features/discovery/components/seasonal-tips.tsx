import { useTranslation } from 'react-i18next'

/** Spec 2: static tips on seasonal shopping and mood-based cooking. */
export const SeasonalTips = () => {
  const { t } = useTranslation('discovery')
  return (
    <section aria-labelledby="seasonal-tips" className="grid gap-4 md:grid-cols-2">
      <h2 id="seasonal-tips" className="sr-only">
        {t('seasonalTips.heading')}
      </h2>
      <div className="rounded-2xl bg-green-50 p-4 text-sm text-green-900">
        <h3 className="font-semibold">{t('seasonalTips.shoppingHeading')}</h3>
        <ul className="mt-2 list-inside list-disc space-y-1">
          <li>{t('seasonalTips.shopping1')}</li>
          <li>{t('seasonalTips.shopping2')}</li>
          <li>{t('seasonalTips.shopping3')}</li>
        </ul>
      </div>
      <div className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
        <h3 className="font-semibold">{t('seasonalTips.moodHeading')}</h3>
        <ul className="mt-2 list-inside list-disc space-y-1">
          <li>{t('seasonalTips.mood1')}</li>
          <li>{t('seasonalTips.mood2')}</li>
          <li>{t('seasonalTips.mood3')}</li>
        </ul>
      </div>
    </section>
  )
}
