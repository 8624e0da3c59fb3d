import { DAILY_LIMIT_KINDS, isUnlimited, type LimitKind } from '@forkcast/contract/subscriptions.schemas'
import { formatDate as formatLocalDate, formatMoney, formatNumber } from '@/lib/format'
import { i18next } from '@/lib/i18n'
import type EnglishCatalog from '@locales/en/subscriptions.json'

// Pages showing these read the 'subscriptions' namespace, so they draw again when the language changes.
const t = () => i18next.getFixedT(null, 'subscriptions')

/** Spec 9: 999 shows as Unlimited; searches are per day, groups a plain number. */
export const formatLimit = (kind: LimitKind, limit: number) => {
  if (isUnlimited(limit)) return t()('unlimited')
  return (DAILY_LIMIT_KINDS as readonly string[]).includes(kind)
    ? t()('perDay', { limit: formatNumber(limit) })
    : formatNumber(limit)
}

/** Spec 9: the price in dollars and /month above 0. */
export const formatPrice = (price: number) =>
  price > 0 ? t()('perMonth', { price: formatMoney(Math.round(price * 100), 'USD') }) : t()('free')

/** Spec 4: percent used, capped at 100; green below 70, yellow below 90, red from 90. */
export const usageLevel = (used: number, limit: number) => {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100
  const tone = percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'green'
  return { percent, tone } as const
}

export const formatDate = (iso: string) =>
  formatLocalDate(iso, { year: 'numeric', month: 'long', day: 'numeric' })

/**
 * A line of a plan's feature list in the person's language: the default plans' lines are in the catalog
 * (tierFeature, found by their English words); a line of a TIERS_FILE's own shows as the server wrote it.
 */
export const tierFeatureText = (feature: string) => {
  const english = i18next.getResourceBundle('en', 'subscriptions') as typeof EnglishCatalog | undefined
  const key = Object.entries(english?.tierFeature ?? {}).find(([, text]) => text === feature)?.[0] as
    keyof (typeof EnglishCatalog)['tierFeature'] | undefined
  return key ? t()(`tierFeature.${key}`) : feature
}
