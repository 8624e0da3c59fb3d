import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Spec 2.10: payments go through a card payment provider; test mode says plainly nothing is charged. */
export const PaymentsNote = ({ isTestMode }: { isTestMode: boolean }) => {
  const { t } = useTranslation('subscriptions')
  return (
    <p className="flex items-start gap-2 rounded-xl bg-stone-50 p-4 text-sm text-stone-700">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      {isTestMode ? t('paymentsNote.testMode') : t('paymentsNote.live')}
    </p>
  )
}
