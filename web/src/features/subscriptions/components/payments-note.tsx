import { Lock } from 'lucide-react'

/** Spec 2.10: payments go through a card payment provider; test mode says plainly nothing is charged. */
export const PaymentsNote = ({ isTestMode }: { isTestMode: boolean }) => (
  <p className="flex items-start gap-2 rounded-xl bg-stone-50 p-4 text-sm text-stone-700">
    <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
    {isTestMode
      ? 'Test mode: checkout here is a practice page and no card is charged. With a Stripe key set, payments are processed securely by Stripe.'
      : 'Payments are processed securely by Stripe. Forkcast never sees or stores your card details.'}
  </p>
)
