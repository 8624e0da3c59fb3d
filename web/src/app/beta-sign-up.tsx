import { useTranslation } from 'react-i18next'
import type { BetaInvite } from '@forkcast/contract/beta.schemas'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { RegisterForm } from '@/features/auth/components/register-form'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { redeemBetaInvite } from '@/features/beta/api/beta-invite'
import { BetaInviteSummary } from '@/features/beta/components/beta-invite-summary'
import { describeMutationError } from '@/lib/mutation-errors'
import { setFlashError, setFlashToast } from '@/lib/toast'
import { Logo } from './logo'

/** The beta invite for visitors: once signed in or registered, the code is claimed before the reload. */
export const BetaSignUp = ({ code, invite }: { code: string; invite: BetaInvite }) => {
  const { t } = useTranslation(['shell', 'common'])
  // The new session cookie is already set here, so the claim counts for the account just opened.
  const claimAndContinue = async () => {
    try {
      await redeemBetaInvite(code)
      setFlashToast({
        title: t('betaSignUp.welcome'),
        description: t('betaSignUp.featuresYours', { tier: invite.tierName }),
      })
    } catch (error) {
      setFlashError(t('common:error'), describeMutationError(error, t('betaSignUp.activateFailed')))
    }
    window.location.assign(paths.subscription.getHref())
  }

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-stone-50">
      <header className="border-b border-brand-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
          <Logo />
          <div className="w-full md:max-w-xl">
            <SignInForm onSignedIn={() => void claimAndContinue()} />
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
        <BetaInviteSummary invite={invite} />
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-bold text-stone-900">{t('betaSignUp.newHere')}</h2>
          <p className="mb-5 mt-1 text-sm text-stone-600">{t('betaSignUp.startsWithAccount')}</p>
          <RegisterForm continueTo={paths.betaInvite.getHref(code)} />
        </Card>
      </main>
    </div>
  )
}
