import { MailCheck } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { REGISTRATION_LINK_TTL_HOURS, type RegistrationPending } from '@forkcast/contract/auth.schemas'
import { Button } from '@/components/ui/button'

interface CheckYourEmailProps {
  pending: RegistrationPending
  onStartAgain: () => void
}

/**
 * After registering: the account is made by the link in the mail. The same words whether or not the address
 * already has an account (its owner gets a notice instead), so this page tells nobody who is registered.
 */
export const CheckYourEmail = ({ pending, onStartAgain }: CheckYourEmailProps) => {
  const { t } = useTranslation('auth')
  return (
    <section aria-labelledby="check-email-heading" className="flex flex-col gap-4" role="status">
      <MailCheck className="size-10 text-brand-600" aria-hidden />
      <h3 id="check-email-heading" className="text-lg font-semibold text-stone-900">
        {t('checkYourEmail.heading')}
      </h3>
      <p className="text-stone-700">
        <Trans
          t={t}
          i18nKey="checkYourEmail.sent"
          count={REGISTRATION_LINK_TTL_HOURS}
          values={{ email: pending.email }}
          components={{ email: <span className="font-semibold break-all" /> }}
        />
      </p>
      <p className="text-sm text-stone-600">{t('checkYourEmail.alreadyHaveAccount')}</p>
      {pending.mailPreviewUrl ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {/* Same tab: the mail's link then opens where the person already is, one tap from the outbox. */}
          <Trans
            t={t}
            i18nKey="checkYourEmail.mailPreview"
            components={{ outbox: <a className="font-semibold underline" href={pending.mailPreviewUrl} /> }}
          />
        </p>
      ) : null}
      <Button variant="secondary" className="self-start" onClick={onStartAgain}>
        {t('checkYourEmail.startAgain')}
      </Button>
    </section>
  )
}
