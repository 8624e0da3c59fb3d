import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  LIMIT_KINDS,
  type SubscriptionInfo,
  type Tier,
  type TierKey,
} from '@forkcast/contract/subscriptions.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { TierIcon } from './tier-icon'
import { formatDate, formatLimit, formatPrice, tierFeatureText } from '../utils/format-plan'

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
  const { t } = useTranslation('subscriptions')
  const words = useCatalogText()
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
        {isCurrent ? (
          <Badge>{info?.status === 'beta' ? t('tierCard.currentPlanBeta') : t('tierCard.currentPlan')}</Badge>
        ) : null}
        {!isCurrent && info?.coveredBy?.tier === tierKey ? (
          <Badge>{t('tierCard.coveredBy', { payer: info.coveredBy.payerName })}</Badge>
        ) : null}
      </div>
      <p className="text-2xl font-bold text-stone-900">{formatPrice(tier.price)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {LIMIT_KINDS.map((kind) => (
          <div key={kind} className="contents">
            <dt className="text-stone-600">{words.limitKind(kind)}</dt>
            <dd className="text-right font-semibold text-stone-900">
              {formatLimit(kind, tier.limits[kind])}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm text-stone-700">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" /> {tierFeatureText(feature)}
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
  const { t } = useTranslation('subscriptions')
  if (isCurrent) {
    const isPaid = info.status === 'active' || info.status === 'past_due'
    return (
      <div className="flex flex-col gap-2">
        <Button variant="secondary" disabled>
          {t('tierCard.currentPlan')}
        </Button>
        {info.status === 'beta' ? (
          <p className="text-center text-sm text-stone-600">{t('tierCard.betaAccess')}</p>
        ) : null}
        {isPaid && info.cancelAtPeriodEnd && info.currentPeriodEnd ? (
          <p className="text-center text-sm font-medium text-stone-700">
            {t('tierCard.activeUntil', { date: formatDate(info.currentPeriodEnd) })}
          </p>
        ) : null}
        {isPaid && info.cancelAtPeriodEnd && onResume ? (
          <Button disabled={isResumePending} onClick={onResume}>
            {isResumePending ? t('tierCard.resuming') : t('tierCard.resume', { tier: tierName })}
          </Button>
        ) : null}
        {isPaid && !info.cancelAtPeriodEnd ? (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
            {t('cancelPlan', { tier: tierName })}
          </Button>
        ) : null}
      </div>
    )
  }
  if (tierKey === 'free') return null
  return (
    <Button
      aria-label={isUpgradePending ? undefined : t('tierCard.upgradeTo', { tier: tierName })}
      disabled={isUpgradePending || isOtherUpgradePending}
      onClick={onUpgrade}
    >
      {isUpgradePending ? t('processing') : t('tierCard.upgrade')}
    </Button>
  )
}
