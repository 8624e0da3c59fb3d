import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FullPageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { redeemBetaInvite, useBetaInvite } from '@/features/beta/api/beta-invite'
import { BetaInviteSummary } from '@/features/beta/components/beta-invite-summary'
import { subscriptionQueryKeys } from '@/features/subscriptions/api/subscription-query-keys'
import { describeMutationError, notifyMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { BetaSignUp } from '../beta-sign-up'
import { PageLayout } from '../page-layout'

/** /beta/{code}: signed out, register or sign in and the invite is claimed; signed in, one click. */
export const BetaInvitePage = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const code = (useParams().code ?? '').trim().toUpperCase()
  const invite = useBetaInvite(code)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isClaiming, setClaiming] = useState(false)
  const { t } = useTranslation('app')

  if (invite.isError) {
    const message = describeMutationError(invite.error, t('shared.inviteOpenFailed'))
    const body = (
      <Card role="alert" className="mx-auto flex max-w-md flex-col gap-4 p-6">
        <h1 className="text-xl font-semibold">{t('betaInvite.cannotUse')}</h1>
        <p className="text-stone-700">{message}</p>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'secondary' })}>
          {t('shared.goToForkcast')}
        </Link>
      </Card>
    )
    return isSignedIn ? <PageLayout>{body}</PageLayout> : <main className="px-4 py-10">{body}</main>
  }
  if (!invite.data) return <FullPageSpinner />
  if (!isSignedIn) return <BetaSignUp code={code} invite={invite.data} />

  const claim = async () => {
    setClaiming(true)
    try {
      await redeemBetaInvite(code)
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.info })
      notify({
        title: t('shared.welcomeBeta'),
        description: t('betaInvite.featuresYours', { tier: invite.data.tierName }),
      })
      void navigate(paths.subscription.getHref())
    } catch (error) {
      notifyMutationError(t('betaInvite.errorTitle'), error, t('betaInvite.activateFailed'))
      setClaiming(false)
    }
  }
  return (
    <PageLayout>
      <Card className="mx-auto flex max-w-md flex-col gap-6 p-6 sm:p-8">
        <BetaInviteSummary invite={invite.data} />
        <Button disabled={isClaiming} onClick={() => void claim()}>
          {isClaiming ? t('betaInvite.activating') : t('betaInvite.activate')}
        </Button>
      </Card>
    </PageLayout>
  )
}
