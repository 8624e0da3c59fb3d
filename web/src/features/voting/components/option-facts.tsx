import { useMemo } from 'react'
import { Clock, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DistanceUnit } from '@forkcast/contract/distance'
import { formatDistance, formatPriceLevel } from '@forkcast/contract/restaurants.schemas'
import { formatMinutes } from '@forkcast/contract/recipe-time'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'

/** How a card's facts are worded: the contract's English, or the person's language (useFactWords). */
export interface FactWords {
  minutes: (minutes: number) => string
  difficulty: (difficulty: string) => string
  distance: (distance: number, unit: DistanceUnit) => string
  priceLevel: (priceLevel: number | null) => string | null
  rating: (rating: number) => string
}

/** The words the server writes too: its reasons are compared with these. */
const ENGLISH_FACTS: FactWords = {
  minutes: formatMinutes,
  difficulty: (difficulty) => difficulty,
  distance: formatDistance,
  priceLevel: formatPriceLevel,
  rating: (rating) => `${rating.toFixed(1)} ★`,
}

const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })

/** The facts' words in the person's language ('1,3 km', 'Fácil', 'Gratis'). */
const useFactWords = (): FactWords => {
  const catalog = useCatalogText()
  const { t } = useTranslation('voting')
  return useMemo(
    () => ({
      minutes: catalog.minutes,
      difficulty: catalog.difficulty,
      distance: (distance, unit) =>
        unit === 'mi'
          ? t('facts.distance.mi', { value: oneDecimal(distance) })
          : distance < 1
            ? t('facts.distance.m', { value: formatNumber(Math.round(distance * 1000)) })
            : t('facts.distance.km', { value: oneDecimal(distance) }),
      priceLevel: (priceLevel) => {
        const price = formatPriceLevel(priceLevel)
        return price === 'Free' ? t('facts.free') : price
      },
      rating: (rating) => t('facts.rating', { value: oneDecimal(rating) }),
    }),
    [catalog, t],
  )
}

/** The short facts of a recipe or restaurant card: time and difficulty, or distance, price and rating. */
export const describeOptionFacts = (option: FoodOption, words: FactWords = ENGLISH_FACTS): string[] => {
  if (option.recipe) {
    const { totalMinutes, difficulty } = option.recipe
    return [
      totalMinutes ? words.minutes(totalMinutes) : null,
      difficulty ? words.difficulty(difficulty) : null,
    ].filter((fact): fact is string => fact !== null)
  }
  if (option.place) {
    const { distance, distanceUnit, priceLevel, rating } = option.place
    return [
      words.distance(distance, distanceUnit),
      words.priceLevel(priceLevel),
      rating === null ? null : words.rating(rating),
    ].filter((fact): fact is string => fact !== null)
  }
  return []
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Why a recipe or a restaurant is on the board ('Uses rice you have', 'Vegetarian options'), without what the
 * facts line already says: the server's reason repeats the time ('25 min · uses rice you have'). The server
 * writes its reasons in English, so they are compared with the English facts.
 */
export const describeOptionReasons = (option: FoodOption): string[] => {
  const facts = new Set(describeOptionFacts(option).map((fact) => fact.toLowerCase()))
  const reasons = option.recipe
    ? option.recipe.reason.split(' · ')
    : option.place
      ? option.place.matchReasons
      : []
  return reasons
    .map((reason) => reason.trim())
    .filter((reason) => reason && !facts.has(reason.toLowerCase()))
    .map(capitalize)
}

/** One line of facts, then the reasons, for a recipe or a restaurant; nothing for a cuisine. */
export const OptionFacts = ({ option, className }: { option: FoodOption; className?: string }) => {
  const facts = describeOptionFacts(option, useFactWords())
  const reasons = describeOptionReasons(option)
  if (facts.length === 0 && reasons.length === 0) return null
  const Icon = option.recipe ? Clock : MapPin
  return (
    <div className={cn('flex flex-col gap-1 text-xs text-stone-700 sm:text-sm', className)}>
      {facts.length > 0 ? (
        <p className="flex items-center gap-1 font-medium">
          <Icon className="size-3.5 shrink-0 text-stone-500" aria-hidden />
          <span>{facts.join(' · ')}</span>
        </p>
      ) : null}
      {reasons.length > 0 ? <p className="text-stone-600">{reasons.join(' · ')}</p> : null}
    </div>
  )
}
