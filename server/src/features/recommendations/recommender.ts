// The built-in recommender as pure functions: facts and signals in, ranked ids with reasons out.
import { DIFFICULTIES_FOR_SKILL, TRENDING_WINDOW_DAYS } from '@forkcast/contract/discovery.constants'
import type { RecipeDifficulty, RecipeSeason } from '@forkcast/contract/recipes.constants'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { fittingGoals, goalReason, type GoalFacts } from './goal-fit'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the recommender knows about a candidate recipe. */
export interface RecipeFacts extends GoalFacts {
  id: number
  title: string
  foodType: string
  cuisine: string
  difficulty: RecipeDifficulty
  totalMinutes: number | null
  averageRating: number | null
  totalRatings: number
  seasons: readonly string[]
  moods: readonly string[]
}

export interface Signal {
  userId: number
  recipeId: number
  kind: 'save' | 'rating'
  rating: number | null
  at: Date
}

export interface Ranked {
  id: number
  score: number
  reason: string
}

/** A signal that says "I like this": any save, or a rating of 4 or 5. */
const isLike = (signal: Signal) => signal.kind === 'save' || (signal.rating ?? 0) >= 4

/** How much one signal says about a recipe's popularity: a save or a 5 counts fully, a 3 a little, 1-2 nothing. */
function signalWeight(signal: Signal): number {
  if (signal.kind === 'save') return 1
  const rating = signal.rating ?? 0
  return rating >= 5 ? 1 : rating === 4 ? 0.75 : rating === 3 ? 0.25 : 0
}

export interface TrendingOptions {
  now: Date
  windowDays?: number
  /** A signal this many days old counts half as much as one from now. */
  halfLifeDays?: number
}

/** Trending score per recipe: weighted saves and ratings in the window, each halved every `halfLifeDays`. */
export function scoreTrending(signals: readonly Signal[], options: TrendingOptions): Map<number, number> {
  const { now, windowDays = TRENDING_WINDOW_DAYS, halfLifeDays = 3 } = options
  const scores = new Map<number, number>()
  for (const signal of signals) {
    const ageDays = (now.getTime() - signal.at.getTime()) / DAY_MS
    if (ageDays < 0 || ageDays > windowDays) continue
    const weight = signalWeight(signal) * 0.5 ** (ageDays / halfLifeDays)
    if (weight > 0) scores.set(signal.recipeId, (scores.get(signal.recipeId) ?? 0) + weight)
  }
  return scores
}

const byRatingThenId = (a: RecipeFacts, b: RecipeFacts) =>
  (b.averageRating ?? 0) - (a.averageRating ?? 0) || b.totalRatings - a.totalRatings || a.id - b.id

const ratingReason = (recipe: RecipeFacts) =>
  recipe.averageRating !== null && recipe.totalRatings > 0
    ? `Rated ${recipe.averageRating.toFixed(1)} by ${recipe.totalRatings} ${recipe.totalRatings === 1 ? 'cook' : 'cooks'}`
    : `A well-loved ${recipe.cuisine} recipe`

/**
 * Trending: the recipes with the highest decayed score; when fewer than `limit` have any recent activity
 * (a new app), the rest are the top-rated candidates.
 */
export function rankTrending(
  signals: readonly Signal[],
  candidates: readonly RecipeFacts[],
  options: TrendingOptions & { limit: number },
): Ranked[] {
  const scores = scoreTrending(signals, options)
  const windowDays = options.windowDays ?? TRENDING_WINDOW_DAYS
  const activity = new Map<number, number>()
  for (const signal of signals) {
    const ageDays = (options.now.getTime() - signal.at.getTime()) / DAY_MS
    if (ageDays >= 0 && ageDays <= windowDays && signalWeight(signal) > 0)
      activity.set(signal.recipeId, (activity.get(signal.recipeId) ?? 0) + 1)
  }
  const trending = candidates
    .filter((recipe) => (scores.get(recipe.id) ?? 0) > 0)
    .sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || a.id - b.id)
    .map((recipe) => {
      const count = activity.get(recipe.id) ?? 0
      return {
        id: recipe.id,
        score: scores.get(recipe.id) ?? 0,
        reason: `Saved or rated highly ${count} ${count === 1 ? 'time' : 'times'} in the last ${windowDays} days`,
      }
    })
  const chosen = new Set(trending.map((item) => item.id))
  const fallback = [...candidates]
    .filter((recipe) => !chosen.has(recipe.id))
    .sort(byRatingThenId)
    .map((recipe) => ({
      id: recipe.id,
      score: 0,
      reason: `${ratingReason(recipe)}: a top pick while things warm up`,
    }))
  return [...trending, ...fallback].slice(0, options.limit)
}

/**
 * Item-to-item co-occurrence: for each recipe the user has not liked, the sum over the recipes they liked of
 * (people who liked both) / sqrt(likers of one × likers of the other).
 */
function scoreCoOccurrence({
  likedIds,
  neighbourSignals,
  likerCounts,
}: {
  likedIds: ReadonlySet<number>
  neighbourSignals: readonly Signal[]
  likerCounts: ReadonlyMap<number, number>
}): Map<number, { score: number; becauseOf: number }> {
  const likesByUser = new Map<number, Set<number>>()
  for (const signal of neighbourSignals) {
    if (!isLike(signal)) continue
    const set = likesByUser.get(signal.userId) ?? new Set<number>()
    set.add(signal.recipeId)
    likesByUser.set(signal.userId, set)
  }
  const pairCounts = new Map<string, number>()
  for (const likes of likesByUser.values()) {
    const shared = [...likes].filter((id) => likedIds.has(id))
    if (shared.length === 0) continue
    for (const other of likes) {
      if (likedIds.has(other)) continue
      for (const mine of shared) {
        const key = `${mine}:${other}`
        pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1)
      }
    }
  }
  const scores = new Map<number, { score: number; becauseOf: number; best: number }>()
  for (const [key, together] of pairCounts) {
    const [mine, other] = key.split(':').map(Number) as [number, number]
    // The user's own like is not in likerCounts when only neighbours were counted; +1 keeps it at least 1.
    const similarity =
      together / Math.sqrt(Math.max(likerCounts.get(mine) ?? 1, 1) * Math.max(likerCounts.get(other) ?? 1, 1))
    const entry = scores.get(other) ?? { score: 0, becauseOf: mine, best: 0 }
    entry.score += similarity
    if (similarity > entry.best) {
      entry.best = similarity
      entry.becauseOf = mine
    }
    scores.set(other, entry)
  }
  return new Map([...scores].map(([id, { score, becauseOf }]) => [id, { score, becauseOf }]))
}

export interface PersonalizeInput {
  userSignals: readonly Signal[]
  neighbourSignals: readonly Signal[]
  likerCounts: ReadonlyMap<number, number>
  /** Cuisine ids the user said they enjoy. */
  cuisinePreferences: readonly string[]
  candidates: readonly RecipeFacts[]
  /** Titles of the user's liked recipes, for reasons ("people who saved X also saved this"). */
  titles: ReadonlyMap<number, string>
  /** The user's dietary goals and health preferences (ids); recipes that fit them get a modest boost. */
  dietaryGoals?: readonly string[]
  healthPreferences?: readonly string[]
  limit: number
}

// Per goal a recipe fits, at most two counted: above a rating's pull, below a cuisine the user named.
const GOAL_BOOST = 0.6
const MAX_GOALS_COUNTED = 2

/**
 * Personalized: co-occurrence with what the user liked, their cuisine preferences (stated and shown by their
 * likes), the dietary goals and health preferences the recipe fits, and rating; never a recipe they already
 * saved, and nothing they rated 1 or 2.
 */
export function rankPersonalized(input: PersonalizeInput): Ranked[] {
  const saved = new Set(input.userSignals.filter((s) => s.kind === 'save').map((s) => s.recipeId))
  const disliked = new Set(
    input.userSignals.filter((s) => s.kind === 'rating' && (s.rating ?? 0) <= 2).map((s) => s.recipeId),
  )
  const likedIds = new Set(input.userSignals.filter(isLike).map((s) => s.recipeId))
  const coOccurrence = scoreCoOccurrence({
    likedIds,
    neighbourSignals: input.neighbourSignals,
    likerCounts: input.likerCounts,
  })
  const stated = new Set(input.cuisinePreferences)
  const wanted = { goals: input.dietaryGoals ?? [], healthPreferences: input.healthPreferences ?? [] }
  const wantsAny = wanted.goals.length + wanted.healthPreferences.length > 0
  const likedCuisines = new Map<string, number>()
  const factsById = new Map(input.candidates.map((recipe) => [recipe.id, recipe]))
  for (const id of likedIds) {
    const foodType = factsById.get(id)?.foodType
    if (foodType) likedCuisines.set(foodType, (likedCuisines.get(foodType) ?? 0) + 1)
  }
  return input.candidates
    .filter((recipe) => !saved.has(recipe.id) && !disliked.has(recipe.id) && !likedIds.has(recipe.id))
    .map((recipe) => {
      const similar = coOccurrence.get(recipe.id)
      const likedInCuisine = likedCuisines.get(recipe.foodType) ?? 0
      const fits = wantsAny ? fittingGoals(recipe, wanted) : []
      const goalScore = Math.min(fits.length, MAX_GOALS_COUNTED) * GOAL_BOOST
      const similarScore = 3 * (similar?.score ?? 0)
      const cuisineScore = (stated.has(recipe.foodType) ? 1.5 : 0) + Math.min(likedInCuisine, 3) * 0.5
      const score = similarScore + cuisineScore + goalScore + 0.1 * (recipe.averageRating ?? 3.5)
      const becauseTitle = similar ? input.titles.get(similar.becauseOf) : undefined
      // The goal is the reason only when it adds more to the score than what the other reason stands for.
      const otherScore = becauseTitle ? similarScore : cuisineScore
      const reason =
        goalScore > 0 && goalScore > otherScore
          ? goalReason(fits)
          : becauseTitle
            ? `People who liked ${becauseTitle} also liked this`
            : likedInCuisine > 0
              ? `You have liked ${likedInCuisine} ${recipe.cuisine} ${likedInCuisine === 1 ? 'recipe' : 'recipes'}`
              : stated.has(recipe.foodType)
                ? `You said you enjoy ${recipe.cuisine} food`
                : `${ratingReason(recipe)}, and new to you`
      return { id: recipe.id, score, reason }
    })
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, input.limit)
}

/** Whether a recipe of this difficulty is at or below a cook's skill. */
const isWithinSkill = (difficulty: RecipeDifficulty, skill: CookingSkillLevel) =>
  DIFFICULTIES_FOR_SKILL[skill].includes(difficulty)

/** Quick: total time known and within the preferred prep time, at or below the skill; fastest well-rated first. */
export function rankQuick(
  candidates: readonly RecipeFacts[],
  { preferredMinutes, skill, limit }: { preferredMinutes: number; skill: CookingSkillLevel; limit: number },
): Ranked[] {
  return candidates
    .filter(
      (recipe) =>
        recipe.totalMinutes !== null &&
        recipe.totalMinutes > 0 &&
        recipe.totalMinutes <= preferredMinutes &&
        isWithinSkill(recipe.difficulty, skill),
    )
    .map((recipe) => ({
      id: recipe.id,
      score: (recipe.averageRating ?? 3.5) - (recipe.totalMinutes ?? 0) / 30,
      reason: `Ready in ${recipe.totalMinutes} min, within your ${preferredMinutes} min, and ${recipe.difficulty.toLowerCase()} enough for ${skill === 'beginner' ? 'a' : 'an'} ${skill} cook`,
    }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
}

/**
 * How strongly a recipe belongs to a season (and mood), 0 to 100: in season 60, fewer other seasons more,
 * the mood 25, rating the rest.
 */
function scoreSeasonal(recipe: RecipeFacts, season: RecipeSeason, mood?: string): number {
  if (!recipe.seasons.includes(season)) return 0
  const exclusivity = 10 * (1 - (recipe.seasons.length - 1) / 3)
  const moodScore = mood === undefined ? 12.5 : recipe.moods.includes(mood) ? 25 : 0
  const ratingScore = 5 * ((recipe.averageRating ?? 3.5) / 5)
  return Math.round(Math.min(100, 60 + exclusivity + moodScore + ratingScore))
}

/** Seasonal: recipes of the season (and mood), most seasonal first. */
export function rankSeasonal(
  candidates: readonly RecipeFacts[],
  { season, mood, limit }: { season: RecipeSeason; mood?: string; limit: number },
): Ranked[] {
  return candidates
    .map((recipe) => ({ recipe, score: scoreSeasonal(recipe, season, mood) }))
    .filter(({ recipe, score }) => score > 0 && (mood === undefined || recipe.moods.includes(mood)))
    .sort((a, b) => b.score - a.score || a.recipe.id - b.recipe.id)
    .slice(0, limit)
    .map(({ recipe, score }) => {
      const moods = recipe.moods.slice(0, 2).join(' and ')
      return {
        id: recipe.id,
        score,
        reason:
          recipe.seasons.length === 1
            ? `Made for ${season}${moods ? `: ${moods}` : ''}`
            : `In season now${moods ? `, ${moods}` : ''}`,
      }
    })
}

/**
 * Recipes of one level for a cook: those within the usual prep time first, then quicker ones, then by rating;
 * each with a short reason ("25 min · within your 30 min").
 */
export function rankForLevel(
  candidates: readonly RecipeFacts[],
  { preferredMinutes, limit }: { preferredMinutes: number; limit: number },
): Ranked[] {
  const fits = (recipe: RecipeFacts) =>
    recipe.totalMinutes !== null && recipe.totalMinutes <= preferredMinutes
  return [...candidates]
    .sort(
      (a, b) =>
        Number(fits(b)) - Number(fits(a)) ||
        (b.averageRating ?? 3.5) - (a.averageRating ?? 3.5) ||
        (a.totalMinutes ?? Infinity) - (b.totalMinutes ?? Infinity) ||
        a.id - b.id,
    )
    .slice(0, limit)
    .map((recipe) => ({
      id: recipe.id,
      score: fits(recipe) ? 1 : 0,
      reason:
        recipe.totalMinutes === null
          ? `${recipe.difficulty} · time not given`
          : `${recipe.difficulty} · ${recipe.totalMinutes} min${fits(recipe) ? ` · within your ${preferredMinutes} min` : ''}`,
    }))
}
