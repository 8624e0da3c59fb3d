/** What we know about one place for one group's search. */
export interface MatchInput {
  /** The place's cuisine tags name the cuisine the group chose. */
  isChosenCuisine: boolean
  /** Some member of the group excluded one of the place's cuisines. */
  isExcludedByMember: boolean
  distanceMeters: number
  radiusMeters: number
  /** 0-5, null when unknown. */
  rating: number | null
  /** 0 free … 4 very expensive, null when unknown. */
  priceLevel: number | null
  /** null when unknown. */
  openNow: boolean | null
}

/** How much each thing we know weighs; they add up to 1. */
const MATCH_WEIGHTS = {
  cuisine: 0.3,
  distance: 0.25,
  rating: 0.2,
  openNow: 0.15,
  price: 0.1,
} as const

/** An excluded cuisine halves the score: the group can still see the place, low down and marked. */
const EXCLUDED_FACTOR = 0.5
const UNKNOWN = 0.5

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0)

// Families favour everyday prices; free (0) counts as the cheapest.
const PRICE_FIT = [1, 1, 0.9, 0.6, 0.3] as const

const priceFit = (priceLevel: number | null) =>
  priceLevel === null ? UNKNOWN : (PRICE_FIT[Math.min(4, Math.max(0, Math.round(priceLevel)))] ?? UNKNOWN)

const openFit = (openNow: boolean | null) => (openNow === null ? UNKNOWN : openNow ? 1 : 0)

/** Closer is better: 1 at the searched point, 0 at (or beyond) the edge of the radius. */
const distanceFit = (distanceMeters: number, radiusMeters: number) =>
  radiusMeters > 0 ? 1 - clamp01(distanceMeters / radiusMeters) : 0

/**
 * The match score, 0 to 1: a weighted sum of cuisine, distance, rating, price and open-now fits, halved when a
 * member excludes the place's cuisine. Pure, so the rule has one owner and property tests.
 */
export function computeMatchScore(input: MatchInput): number {
  const sum =
    MATCH_WEIGHTS.cuisine * (input.isChosenCuisine ? 1 : 0) +
    MATCH_WEIGHTS.distance * distanceFit(input.distanceMeters, input.radiusMeters) +
    MATCH_WEIGHTS.rating * (input.rating === null ? UNKNOWN : clamp01(input.rating / 5)) +
    MATCH_WEIGHTS.openNow * openFit(input.openNow) +
    MATCH_WEIGHTS.price * priceFit(input.priceLevel)
  const score = clamp01(sum) * (input.isExcludedByMember ? EXCLUDED_FACTOR : 1)
  // Two decimals: enough to sort, and stable across cached and fresh answers.
  return Math.round(score * 100) / 100
}
