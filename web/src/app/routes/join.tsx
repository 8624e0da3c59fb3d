import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Card } from '@/components/ui/card'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useInvitePreview } from '@/features/groups/api/get-invite-preview'
import { InvalidInvite } from '@/features/groups/components/invalid-invite'
import { InviteSummary } from '@/features/groups/components/invite-summary'
import { JoinInviteAction } from '@/features/groups/components/join-invite-action'
import { getErrorMessage } from '@/lib/api-client'
import { InviteSignUp } from '../invite-sign-up'
import { PageLayout } from '../page-layout'

/** /join/{code}: reachable signed in (one-click join) and signed out (sign up, then land in the group). */
export const JoinPage = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const { t } = useTranslation('app')
  const code = (useParams().code ?? '').trim().toUpperCase()
  const { data: preview, error } = useInvitePreview(code)

  if (error) {
    const message = getErrorMessage(error, t('shared.inviteOpenFailed'))
    return isSignedIn ? (
      <PageLayout>
        <InvalidInvite message={message} />
      </PageLayout>
    ) : (
      <main>
        <InvalidInvite message={message} />
      </main>
    )
  }
  if (!preview) return <FullPageSpinner />
  if (!isSignedIn) return <InviteSignUp code={code} preview={preview} />
  return (
    <PageLayout>
      <Card className="mx-auto flex max-w-md flex-col gap-6 p-6 sm:p-8">
        <InviteSummary preview={preview} />
        <JoinInviteAction code={code} preview={preview} />
      </Card>
    </PageLayout>
  )
}
