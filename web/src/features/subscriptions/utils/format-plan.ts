import { DAILY_LIMIT_KINDS, isUnlimited, type LimitKind } from '@forkcast/contract/subscriptions.schemas'

/** Spec 9: 999 shows as Unlimited; searches are per day, groups a plain number. */
export const formatLimit = (kind: LimitKind, limit: number) => {
  if (isUnlimited(limit)) return 'Unlimited'
  return (DAILY_LIMIT_KINDS as readonly string[]).includes(kind) ? `${limit}/day` : String(limit)
}

/** Spec 9: $ and /month above 0. */
export const formatPrice = (price: number) => (price > 0 ? `$${price.toFixed(2)}/month` : 'Free')

/** Spec 4: percent used, capped at 100; green below 70, yellow below 90, red from 90. */
export const usageLevel = (used: number, limit: number) => {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100
  const tone = percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'green'
  return { percent, tone } as const
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
