import { Check } from 'lucide-react'
import {
  LIMIT_KINDS,
  LIMIT_LABELS,
  type SubscriptionInfo,
  type Tier,
  type TierKey,
} from '@forkcast/contract/subscriptions.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { TierIcon } from './tier-icon'
import { formatDate, formatLimit, formatPrice } from '../utils/format-plan'

interface TierCardProps {
  tierKey: TierKey
  tier: Tier
  /** The caller's plan; undefined when signed out (no buttons). */
  info?: SubscriptionInfo
  isUpgradePending: boolean
  isOtherUpgradePending: boolean
  onUpgrade: () => void
  onCancel: () => void
  /** Takes back a cancellation while the paid period lasts. */
  onResume?: () => void
  isResumePending?: boolean
}

/** One plan: emoji, name, price, limits, features and what the caller can do about it. */
export const TierCard = ({
  tierKey,
  tier,
  info,
  isUpgradePending,
  isOtherUpgradePending,
  onUpgrade,
  onCancel,
  onResume,
  isResumePending = false,
}: TierCardProps) => {
  const isCurrent = info?.tier === tierKey
  const headingId = `tier-${tierKey}-heading`
  return (
    <Card
      aria-labelledby={headingId}
      role="article"
      className={cn('flex flex-col gap-4 p-6', isCurrent && 'border-brand-500 ring-2 ring-brand-200')}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-xl font-bold text-stone-900">
          <TierIcon tier={tierKey} /> {tier.name}
        </h3>
        {isCurrent ? <Badge>{info?.status === 'beta' ? 'Current Plan · Beta' : 'Current Plan'}</Badge> : null}
        {!isCurrent && info?.coveredBy?.tier === tierKey ? (
          <Badge>Covered by {info.coveredBy.payerName}</Badge>
        ) : null}
      </div>
      <p className="text-2xl font-bold text-stone-900">{formatPrice(tier.price)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {LIMIT_KINDS.map((kind) => (
          <div key={kind} className="contents">
            <dt className="text-stone-600">{LIMIT_LABELS[kind]}</dt>
            <dd className="text-right font-semibold text-stone-900">
              {formatLimit(kind, tier.limits[kind])}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm text-stone-700">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" /> {feature}
          </li>
        ))}
      </ul>
      {info ? (
        <TierActions
          tierKey={tierKey}
          tierName={tier.name}
          info={info}
          isCurrent={isCurrent}
          isUpgradePending={isUpgradePending}
          isOtherUpgradePending={isOtherUpgradePending}
          onUpgrade={onUpgrade}
          onCancel={onCancel}
          onResume={onResume}
          isResumePending={isResumePending}
        />
      ) : null}
    </Card>
  )
}

type TierActionsProps = Omit<TierCardProps, 'tier' | 'info'> & {
  tierName: string
  info: SubscriptionInfo
  isCurrent: boolean
}

const TierActions = ({
  tierKey,
  tierName,
  info,
  isCurrent,
  isUpgradePending,
  isOtherUpgradePending,
  onUpgrade,
  onCancel,
  onResume,
  isResumePending,
}: TierActionsProps) => {
  if (isCurrent) {
    const isPaid = info.status === 'active' || info.status === 'past_due'
    return (
      <div className="flex flex-col gap-2">
        <Button variant="secondary" disabled>
          Current Plan
        </Button>
        {info.status === 'beta' ? (
          <p className="text-center text-sm text-stone-600">Beta access, at no charge</p>
        ) : null}
        {isPaid && info.cancelAtPeriodEnd && info.currentPeriodEnd ? (
          <p className="text-center text-sm font-medium text-stone-700">
            Active until {formatDate(info.currentPeriodEnd)}, then Free
          </p>
        ) : null}
        {isPaid && info.cancelAtPeriodEnd && onResume ? (
          <Button disabled={isResumePending} onClick={onResume}>
            {isResumePending ? 'Resuming...' : `Resume ${tierName}`}
          </Button>
        ) : null}
        {isPaid && !info.cancelAtPeriodEnd ? (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
            Cancel {tierName}
          </Button>
        ) : null}
      </div>
    )
  }
  if (tierKey === 'free') return null
  return (
    <Button
      aria-label={isUpgradePending ? undefined : `Upgrade to ${tierName}`}
      disabled={isUpgradePending || isOtherUpgradePending}
      onClick={onUpgrade}
    >
      {isUpgradePending ? 'Processing...' : 'Upgrade'}
    </Button>
  )
}
