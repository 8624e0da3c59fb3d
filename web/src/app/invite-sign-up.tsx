import { useTranslation } from 'react-i18next'
import type { InvitePreview } from '@forkcast/contract/groups.schemas'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { RegisterForm } from '@/features/auth/components/register-form'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { InviteSummary } from '@/features/groups/components/invite-summary'
import { storePendingInvite } from '@/lib/pending-invite'
import { Logo } from './logo'

interface InviteSignUpProps {
  code: string
  preview: InvitePreview
}

/** The invite page for visitors: sign in or register, and the reloaded app joins the group. */
export const InviteSignUp = ({ code, preview }: InviteSignUpProps) => {
  const { t } = useTranslation('shell')
  // The sign-in reload wipes memory, so the code waits in session storage for the signed-in app.
  const continueToGroup = () => {
    storePendingInvite(code)
    window.location.assign(paths.join.getHref(code))
  }

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-stone-50">
      <header className="border-b border-brand-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
          <Logo />
          <div className="w-full md:max-w-xl">
            <SignInForm onSignedIn={continueToGroup} />
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
        <InviteSummary preview={preview} />
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-bold text-stone-900">{t('inviteSignUp.newHere')}</h2>
          <p className="mb-5 mt-1 text-sm text-stone-600">
            {t('inviteSignUp.landInGroup', { group: preview.groupName })}
          </p>
          <RegisterForm continueTo={paths.join.getHref(code)} />
        </Card>
      </main>
    </div>
  )
}
