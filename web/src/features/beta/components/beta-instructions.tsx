import { Trans, useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'

/** Spec 2.11: how to share an invite, with this server's own address. */
export const BetaInstructions = ({ origin }: { origin: string }) => {
  const { t } = useTranslation('beta')
  const address = <span className="break-all font-mono" />
  return (
    <Card className="p-6">
      <h2 className="mb-3 text-lg font-semibold">{t('instructions.heading')}</h2>
      <p className="mb-3 text-sm text-stone-700">
        <Trans t={t} i18nKey="instructions.runsAt" values={{ origin }} components={{ address }} />
      </p>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-stone-700">
        <li>{t('instructions.addTester')}</li>
        <li>{t('instructions.copyLink')}</li>
        <li>
          <Trans t={t} i18nKey="instructions.sendLink" values={{ origin }} components={{ address }} />
        </li>
        <li>{t('instructions.theyJoin')}</li>
      </ol>
    </Card>
  )
}
