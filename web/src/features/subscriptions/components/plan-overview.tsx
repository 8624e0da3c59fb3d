import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  LIMIT_KINDS,
  TIER_KEYS,
  effectiveTier,
  type SubscriptionInfo,
  type TierKey,
  type Tiers,
} from '@forkcast/contract/subscriptions.schemas'
import { Button } from '@/components/ui/button'
import { StickyActionBar } from '@/components/ui/sticky-action-bar'
import { useCreateCheckout } from '../api/create-checkout'
import { useResumeSubscription } from '../api/resume-subscription'
import { formatPrice } from '../utils/format-plan'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'
import { PlanCoverCard, type CoverableGroup } from './plan-cover-card'
import { TierCard } from './tier-card'
import { UsageCard } from './usage-card'

/** The signed-in /subscription page body: Current Usage, the household's plan, then Available Plans. */
export const PlanOverview = ({
  info,
  tiers,
  groups = [],
  returnTo = null,
}: {
  info: SubscriptionInfo
  tiers: Tiers
  /** The caller's family groups: a plan bought here covers the one chosen. */
  groups?: readonly CoverableGroup[]
  /** The page a limit or gate stopped the person on: paying brings them back there. */
  returnTo?: string | null
}) => {
  const { t } = useTranslation('subscriptions')
  const checkout = useCreateCheckout()
  const resume = useResumeSubscription(tiers[info.tier].name)
  const [isCancelOpen, setCancelOpen] = useState(false)
  const coverSelectId = useId()
  const [coverGroup, setCoverGroup] = useState<string>(String(info.covers?.groupId ?? groups[0]?.id ?? ''))
  // Stays pending while the browser leaves for the checkout page.
  const pendingTier = checkout.isPending || checkout.isSuccess ? checkout.variables?.tier : undefined
  const upgrade = (key: TierKey) => {
    if (key === 'free') return
    checkout.mutate({
      tier: key,
      tierName: tiers[key].name,
      price: tiers[key].price,
      groupId: coverGroup === '' ? null : Number(coverGroup),
      ...(returnTo ? { returnTo } : {}),
    })
  }
  // The plan one step up from what applies (a member covered by Premium is offered nothing less).
  const nextTier = TIER_KEYS[TIER_KEYS.indexOf(effectiveTier(info)) + 1]
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
        <h2 id="usage-heading" className="text-xl font-semibold">
          {t('planOverview.currentUsage')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {LIMIT_KINDS.map((kind) => (
            <UsageCard
              key={kind}
              kind={kind}
              used={info.usage[kind]}
              // A cover lends daily limits; how many groups one may have is the caller's own plan's (decision 028).
              limit={kind === 'familyGroups' ? tiers[info.tier].limits.familyGroups : info.limits[kind]}
            />
          ))}
        </div>
        {info.status === 'past_due' ? (
          <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {t('planOverview.pastDue')}
          </p>
        ) : null}
      </section>
      <PlanCoverCard info={info} groups={groups} />
      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {t('planOverview.availablePlans')}
        </h2>
        {groups.length > 0 ? (
          <label htmlFor={coverSelectId} className="flex max-w-sm flex-col gap-1 text-sm font-medium">
            {t('planOverview.coversEveryoneIn')}
            <select
              id={coverSelectId}
              value={coverGroup}
              onChange={(event) => setCoverGroup(event.target.value)}
              className="h-10 rounded-md border border-stone-300 bg-white px-3 text-base"
            >
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
              <option value="">{t('planOverview.justMe')}</option>
            </select>
          </label>
        ) : null}
        <div className="grid gap-4 md:grid-cols-3">
          {TIER_KEYS.map((key) => (
            <TierCard
              key={key}
              tierKey={key}
              tier={tiers[key]}
              info={info}
              isUpgradePending={pendingTier === key}
              isOtherUpgradePending={pendingTier !== undefined && pendingTier !== key}
              onUpgrade={() => upgrade(key)}
              onCancel={() => setCancelOpen(true)}
              onResume={() => resume.mutate()}
              isResumePending={resume.isPending}
            />
          ))}
        </div>
      </section>
      {nextTier ? (
        <StickyActionBar className="sm:hidden">
          <Button className="flex-1" disabled={pendingTier !== undefined} onClick={() => upgrade(nextTier)}>
            {pendingTier === nextTier
              ? t('processing')
              : t('planOverview.getPlan', {
                  tier: tiers[nextTier].name,
                  price: formatPrice(tiers[nextTier].price),
                })}
          </Button>
        </StickyActionBar>
      ) : null}
      <CancelSubscriptionDialog
        info={info}
        tierName={tiers[info.tier].name}
        open={isCancelOpen}
        onOpenChange={setCancelOpen}
      />
    </div>
  )
}
