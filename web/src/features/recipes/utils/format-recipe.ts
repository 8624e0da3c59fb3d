import type { TFunction } from 'i18next'
import { catalogText, type CatalogText } from '@/lib/catalog-text'
import { i18next } from '@/lib/i18n'

/** The recipes words in the language shown now, for code that has no `t` of its own. */
export const recipesT = (): TFunction<'recipes'> => i18next.getFixedT(null, 'recipes')

/** A time on a recipe page ('25 min', '1 hr 40 min'); a dash where the recipe gives none. */
export const formatMinutes = (minutes: number | null, words: CatalogText = catalogText) =>
  minutes === null ? '—' : words.minutes(minutes)

export const formatServings = (servings: number | null, yields: string | null) =>
  servings !== null ? String(servings) : (yields ?? '—')
