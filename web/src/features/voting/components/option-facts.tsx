import { Clock, MapPin } from 'lucide-react'
import { formatDistance, formatPriceLevel } from '@forkcast/contract/restaurants.schemas'
import { formatMinutes } from '@forkcast/contract/recipe-time'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { cn } from '@/lib/cn'

/** The short facts of a recipe or restaurant card: time and difficulty, or distance, price and rating. */
export const describeOptionFacts = (option: FoodOption): string[] => {
  if (option.recipe) {
    const { totalMinutes, difficulty } = option.recipe
    return [totalMinutes ? formatMinutes(totalMinutes) : null, difficulty || null].filter(
      (fact): fact is string => fact !== null,
    )
  }
  if (option.place) {
    const { distance, distanceUnit, priceLevel, rating } = option.place
    return [
      formatDistance(distance, distanceUnit),
      formatPriceLevel(priceLevel),
      rating === null ? null : `${rating.toFixed(1)} ★`,
    ].filter((fact): fact is string => fact !== null)
  }
  return []
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Why a recipe or a restaurant is on the board ('Uses rice you have', 'Vegetarian options'), without what the
 * facts line already says: the server's reason repeats the time ('25 min · uses rice you have').
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
  const facts = describeOptionFacts(option)
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
