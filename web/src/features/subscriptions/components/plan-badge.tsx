import { useTranslation } from 'react-i18next'
import { effectiveTier, type SubscriptionInfo, type Tiers } from '@forkcast/contract/subscriptions.schemas'
import { Badge } from '@/components/ui/badge'
import { TierIcon } from './tier-icon'

/** The plan that applies by name (with Beta for beta access, Family when a member's plan covers it). */
export const PlanBadge = ({
  info,
  tiers,
}: {
  info: SubscriptionInfo | undefined
  tiers: Tiers | undefined
}) => {
  const { t } = useTranslation('subscriptions')
  const tier = info ? effectiveTier(info) : 'free'
  const name = tiers?.[tier].name ?? tier.charAt(0).toUpperCase() + tier.slice(1)
  return (
    <Badge variant={tier === 'free' ? 'neutral' : 'premium'} data-testid="plan-badge">
      <TierIcon tier={tier} /> {name}
      {info?.status === 'beta' ? ` · ${t('planBadge.beta')}` : null}
      {info?.coveredBy && tier === info.coveredBy.tier && tier !== info.tier
        ? ` · ${t('planBadge.family')}`
        : null}
    </Badge>
  )
}
