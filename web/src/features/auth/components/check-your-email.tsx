import { MailCheck } from 'lucide-react'
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
export const CheckYourEmail = ({ pending, onStartAgain }: CheckYourEmailProps) => (
  <section aria-labelledby="check-email-heading" className="flex flex-col gap-4" role="status">
    <MailCheck className="size-10 text-brand-600" aria-hidden />
    <h3 id="check-email-heading" className="text-lg font-semibold text-stone-900">
      Check your email
    </h3>
    <p className="text-stone-700">
      We sent a link to <span className="font-semibold break-all">{pending.email}</span>. Open it within{' '}
      {REGISTRATION_LINK_TTL_HOURS} hours to finish creating your account.
    </p>
    <p className="text-sm text-stone-600">
      Already have an account with this address? Then the mail says so instead: sign in, or use Forgot
      password.
    </p>
    {pending.mailPreviewUrl ? (
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        No mail server is set up here, so mail stays on this machine:{' '}
        {/* Same tab: the mail's link then opens where the person already is, one tap from the outbox. */}
        <a className="font-semibold underline" href={pending.mailPreviewUrl}>
          open the local outbox
        </a>
        .
      </p>
    ) : null}
    <Button variant="secondary" className="self-start" onClick={onStartAgain}>
      Use a different email
    </Button>
  </section>
)
