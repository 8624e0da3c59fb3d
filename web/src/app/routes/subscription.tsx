import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSubscriptionInfo } from '@/features/subscriptions/api/get-subscription-info'
import { useTiers } from '@/features/subscriptions/api/get-tiers'
import { useUser } from '@/features/auth/api/get-user'
import { PaymentsNote } from '@/features/subscriptions/components/payments-note'
import { PlanOverview } from '@/features/subscriptions/components/plan-overview'
import { TierCard } from '@/features/subscriptions/components/tier-card'
import { TIER_KEYS } from '@forkcast/contract/subscriptions.schemas'
import { readReturnTo } from '@/lib/return-to'
import { notify } from '@/lib/toast'
import { PageLayout } from '../page-layout'

/** Spec 2.10 for a signed-in user: usage, plans, upgrade and cancel; back from checkout shows the new plan. */
export const SubscriptionPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'subscription' })
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const checkoutResult = searchParams.get('checkout')
  const returnTo = readReturnTo(searchParams)
  const info = useSubscriptionInfo({ isAwaitingCheckout: checkoutResult === 'success' })
  const tiers = useTiers()
  const user = useUser()

  useEffect(() => {
    if (checkoutResult !== 'cancelled') return
    notify({ title: t('cancelledTitle'), description: t('cancelledText') })
    // Still remembers the page to go back to, for a second try.
    setSearchParams(returnTo ? { returnTo } : {}, { replace: true })
  }, [checkoutResult, returnTo, setSearchParams, t])

  const isNewPlan = checkoutResult === 'success' && info.data && info.data.status !== 'none'
  const newPlanName = isNewPlan && tiers.data ? tiers.data[info.data.tier].name : null
  // Paid: straight back to what the limit or gate stopped, now on the new plan.
  useEffect(() => {
    if (!newPlanName || !returnTo) return
    notify({ title: t('paidTitle'), description: t('paidText', { plan: newPlanName }) })
    void navigate(returnTo, { replace: true })
  }, [newPlanName, returnTo, navigate, t])
  return (
    <PageLayout>
      <div className="flex flex-col gap-8">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="text-stone-600">{t('intro')}</p>
          {returnTo && !isNewPlan ? (
            <Link to={returnTo} className="text-sm font-medium text-brand-700 underline">
              {t('back')}
            </Link>
          ) : null}
        </header>
        {/* With a page to go back to, the toast says it there: this page is on its way out. */}
        {isNewPlan && tiers.data && !returnTo ? (
          <p role="status" className="rounded-xl bg-green-50 p-4 font-medium text-green-900">
            {t('paidStatus', { plan: tiers.data[info.data.tier].name })}
          </p>
        ) : null}
        {checkoutResult === 'success' && info.data?.status === 'none' ? (
          <p role="status" className="rounded-xl bg-stone-50 p-4 text-stone-700">
            {t('confirming')}
          </p>
        ) : null}
        {info.isError || tiers.isError ? (
          <LoadError
            title={t('loadFailed')}
            isRetrying={info.isFetching || tiers.isFetching}
            onRetry={() => void Promise.all([info.refetch(), tiers.refetch()])}
          />
        ) : info.data && tiers.data ? (
          <>
            <PlanOverview
              info={info.data}
              tiers={tiers.data}
              groups={(user.data?.familyGroups ?? []).map((group) => ({ id: group.id, name: group.name }))}
              returnTo={returnTo}
            />
            <PaymentsNote isTestMode={info.data.isTestMode} />
          </>
        ) : (
          <Spinner className="py-16" label={t('loading')} />
        )}
      </div>
    </PageLayout>
  )
}

/** Spec 2.10 signed out: the plans and a prompt to sign in. */
export const SignedOutSubscriptionPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'subscription.signedOut' })
  const tiers = useTiers()
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-stone-600">{t('intro')}</p>
        <Link to={paths.home.getHref()} className={buttonVariants({ className: 'self-center' })}>
          {t('signIn')}
        </Link>
      </header>
      {tiers.data ? (
        <div className="grid gap-4 md:grid-cols-3">
          {TIER_KEYS.map((key) => (
            <TierCard
              key={key}
              tierKey={key}
              tier={tiers.data[key]}
              isUpgradePending={false}
              isOtherUpgradePending={false}
              onUpgrade={() => undefined}
              onCancel={() => undefined}
            />
          ))}
        </div>
      ) : tiers.isError ? (
        <Card className="p-6 text-center text-stone-700">{t('loadFailed')}</Card>
      ) : (
        <Spinner className="py-16" label={t('loading')} />
      )}
    </main>
  )
}
