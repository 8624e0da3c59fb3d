import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  COLLECTION_SOURCES,
  MAX_SEARCH_LENGTH,
  RECIPE_DIFFICULTIES,
  type CollectionSource,
  type RecipeDifficulty,
} from '@forkcast/contract/recipes.schemas'

/** What narrows My Recipes; kept in the address so a search can be bookmarked, shared and gone back to. */
export interface CollectionFilters {
  q?: string
  cuisine?: string
  source?: CollectionSource
  difficulty?: RecipeDifficulty
}

const COLLECTION_FILTER_KEYS = ['q', 'cuisine', 'source', 'difficulty'] as const

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((item) => item === value)

/** The filters named in the address; unknown values are ignored rather than sent to be refused. */
export function readCollectionFilters(searchParams: URLSearchParams): CollectionFilters {
  const q = (searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH)
  const filters: CollectionFilters = {}
  if (q !== '') filters.q = q
  const cuisine = pick(CUISINE_IDS, searchParams.get('cuisine'))
  if (cuisine) filters.cuisine = cuisine
  const source = pick(COLLECTION_SOURCES, searchParams.get('source'))
  if (source) filters.source = source
  const difficulty = pick(RECIPE_DIFFICULTIES, searchParams.get('difficulty'))
  if (difficulty) filters.difficulty = difficulty
  return filters
}

/** The address with these filters in place of the old ones; other parameters (groupId) are kept. */
export function writeCollectionFilters(searchParams: URLSearchParams, filters: CollectionFilters) {
  const next = new URLSearchParams(searchParams)
  for (const key of COLLECTION_FILTER_KEYS) {
    const value = filters[key]
    if (value) next.set(key, value)
    else next.delete(key)
  }
  return next
}

export const hasCollectionFilters = (filters: CollectionFilters) =>
  COLLECTION_FILTER_KEYS.some((key) => filters[key] !== undefined)
