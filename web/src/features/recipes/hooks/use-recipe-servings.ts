import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'
import { clampServings, parseServings, servingsFactor } from '@forkcast/contract/recipe-scaling'

export interface RecipeServings {
  /** The servings chosen (?servings=), else the recipe's own; null when neither says. */
  servings: number | null
  /** What the recipe makes, or null when it does not say (then nothing scales). */
  baseServings: number | null
  /** Servings chosen over servings made: what every amount is multiplied by. */
  factor: number
  setServings: (servings: number) => void
}

/**
 * The servings a recipe page shows, kept in the URL (?servings=6) so Back and refresh keep them. Actions on
 * the page (add to plan, shopping list) pass `servings` on so what is bought matches what is shown.
 */
export function useRecipeServings(recipeServings: number | string | null | undefined): RecipeServings {
  const [searchParams, setSearchParams] = useSearchParams()
  const baseServings = parseServings(recipeServings)
  const fromAddress = clampServings(searchParams.get('servings') ?? undefined) ?? baseServings
  // A tap shows at once, while the address (a router navigation, which runs asynchronously) catches up; two
  // quick taps then count twice. Once the address changes, it is what the page shows again.
  const [tapped, setTapped] = useState<{ servings: number; over: number | null } | null>(null)
  const servings = tapped !== null && tapped.over === fromAddress ? tapped.servings : fromAddress
  const setServings = useCallback(
    (next: number) => {
      const value = clampServings(next)
      if (value !== null) setTapped({ servings: value, over: fromAddress })
      // Replace, not push: Back leaves the page rather than stepping through every click.
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params)
          const value = clampServings(next)
          if (value === null || value === baseServings) updated.delete('servings')
          else updated.set('servings', String(value))
          return updated
        },
        { replace: true },
      )
    },
    [setSearchParams, baseServings, fromAddress],
  )
  return {
    servings,
    baseServings,
    factor: servings === null ? 1 : servingsFactor(baseServings, servings),
    setServings,
  }
}
