import { Home } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { FullPageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { BetaInstructions } from '@/features/beta/components/beta-instructions'
import { BetaTeamOnly } from '@/features/beta/components/beta-team-only'
import { BetaTesterForm } from '@/features/beta/components/beta-tester-form'
import { BetaTesterList } from '@/features/beta/components/beta-tester-list'
import { useSubscriptionInfo } from '@/features/subscriptions/api/get-subscription-info'
import { PageLayout } from '../page-layout'

/** Spec 2.11, for the beta team only (ADMIN_EMAILS); anyone else signed in is told whom it is for. */
export const BetaManagementPage = () => {
  const { t } = useTranslation('app')
  const info = useSubscriptionInfo()
  if (info.isPending) return <FullPageSpinner />
  if (!info.data?.canManageBeta)
    return (
      <PageLayout>
        <BetaTeamOnly />
      </PageLayout>
    )
  const origin = window.location.origin
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('betaManagement.title')}</h1>
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <Home aria-hidden /> {t('shared.home')}
        </Link>
      </header>
      <BetaTesterForm />
      <BetaTesterList origin={origin} />
      <BetaInstructions origin={origin} />
    </main>
  )
}
