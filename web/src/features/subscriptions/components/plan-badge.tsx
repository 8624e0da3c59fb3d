import type { SubscriptionInfo, Tiers } from '@forkcast/contract/subscriptions.schemas'
import { Badge } from '@/components/ui/badge'
import { TIER_EMOJI } from '../utils/format-plan'

/** The caller's plan by name (with Beta for beta access); Free until the plan is known. */
export const PlanBadge = ({
  info,
  tiers,
}: {
  info: SubscriptionInfo | undefined
  tiers: Tiers | undefined
}) => {
  const tier = info?.tier ?? 'free'
  const name = tiers?.[tier].name ?? tier.charAt(0).toUpperCase() + tier.slice(1)
  return (
    <Badge variant={tier === 'free' ? 'neutral' : 'premium'} data-testid="plan-badge">
      <span aria-hidden>{TIER_EMOJI[tier]}</span> {name}
      {info?.status === 'beta' ? ' · Beta' : null}
    </Badge>
  )
}
