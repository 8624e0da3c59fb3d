import { Crown, Star, UtensilsCrossed, type LucideIcon } from 'lucide-react'
import type { TierKey } from '@forkcast/contract/subscriptions.schemas'
import { cn } from '@/lib/cn'

// Drawn, not emoji: some systems show an emoji as an empty box.
const TIER_ICONS: Record<TierKey, LucideIcon> = { free: UtensilsCrossed, plus: Star, premium: Crown }

/** A plan's icon beside its name; decorative, since the name is always written next to it. */
export const TierIcon = ({ tier, className }: { tier: TierKey; className?: string }) => {
  const Icon = TIER_ICONS[tier]
  return (
    <Icon aria-hidden data-testid={`tier-icon-${tier}`} className={cn('size-[1em] shrink-0', className)} />
  )
}
