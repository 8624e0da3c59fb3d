import { describe, expect, it } from 'vitest'
import {
  rankPersonalized,
  rankQuick,
  rankSeasonal,
  rankTrending,
  scoreTrending,
  type RecipeFacts,
  type Signal,
} from './recommender'

const NOW = new Date('2026-06-15T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000)

const recipe = (id: number, overrides: Partial<RecipeFacts> = {}): RecipeFacts => ({
  id,
  title: `Recipe ${id}`,
  foodType: 'italian',
  cuisine: 'Italian',
  difficulty: 'Easy',
  totalMinutes: 30,
  averageRating: null,
  totalRatings: 0,
  seasons: ['summer'],
  moods: ['comforting'],
  tags: [],
  ingredients: [],
  nutrition: null,
  ...overrides,
})

const save = (userId: number, recipeId: number, days = 1): Signal => ({
  userId,
  recipeId,
  kind: 'save',
  rating: null,
  at: daysAgo(days),
})
const rate = (userId: number, recipeId: number, rating: number, days = 1): Signal => ({
  userId,
  recipeId,
  kind: 'rating',
  rating,
  at: daysAgo(days),
})

describe('trending', () => {
  it('counts a save from today more than the same save from ten days ago', () => {
    const scores = scoreTrending([save(1, 10, 0), save(2, 20, 10)], { now: NOW })
    expect(scores.get(10)).toBeGreaterThan(scores.get(20) ?? 0)
    expect(scores.get(20)).toBeGreaterThan(0)
  })

  it('ignores saves and ratings older than fourteen days and low ratings', () => {
    const scores = scoreTrending([save(1, 10, 15), rate(2, 20, 2, 1)], { now: NOW })
    expect(scores.has(10)).toBe(false)
    expect(scores.has(20)).toBe(false)
  })

  it('ranks a recipe with three fresh saves above one with five saves two weeks ago', () => {
    const signals = [
      ...[1, 2, 3].map((user) => save(user, 10, 0.5)),
      ...[4, 5, 6, 7, 8].map((user) => save(user, 20, 13)),
    ]
    const ranked = rankTrending(signals, [recipe(10), recipe(20)], { now: NOW, limit: 2 })
    expect(ranked.map((item) => item.id)).toEqual([10, 20])
    expect(ranked[0]?.reason).toBe('Saved or rated highly 3 times in the last 14 days')
  })

  it('falls back to the top-rated recipes when nothing happened recently', () => {
    const candidates = [
      recipe(1, { averageRating: 3.9, totalRatings: 4 }),
      recipe(2, { averageRating: 4.8, totalRatings: 12 }),
      recipe(3),
    ]
    const ranked = rankTrending([save(1, 3, 30)], candidates, { now: NOW, limit: 3 })
    expect(ranked.map((item) => item.id)).toEqual([2, 1, 3])
    expect(ranked[0]?.reason).toMatch(/^Rated 4\.8 by 12 cooks/)
  })
})

describe('personalized', () => {
  const candidates = [
    recipe(1, { title: 'Paella' }),
    recipe(2),
    recipe(3),
    recipe(4, { foodType: 'greek', cuisine: 'Greek' }),
  ]

  it('never suggests a recipe the user already saved', () => {
    const ranked = rankPersonalized({
      userSignals: [save(1, 1), save(1, 2)],
      neighbourSignals: [],
      likerCounts: new Map(),
      cuisinePreferences: [],
      candidates,
      titles: new Map(),
      limit: 10,
    })
    expect(ranked.map((item) => item.id).sort()).toEqual([3, 4])
  })

  it('prefers what people with similar saves liked, and says so', () => {
    // Users 2 and 3 saved Paella like user 1; both also liked recipe 3; nobody paired it with recipe 4.
    const neighbourSignals = [save(2, 1), save(2, 3), save(3, 1), rate(3, 3, 5), save(4, 4)]
    const ranked = rankPersonalized({
      userSignals: [save(1, 1)],
      neighbourSignals,
      likerCounts: new Map([
        [1, 3],
        [3, 2],
        [4, 1],
      ]),
      cuisinePreferences: [],
      candidates,
      titles: new Map([[1, 'Paella']]),
      limit: 3,
    })
    expect(ranked[0]).toMatchObject({ id: 3, reason: 'People who liked Paella also liked this' })
  })

  it('uses stated cuisine preferences when there is no history', () => {
    const ranked = rankPersonalized({
      userSignals: [],
      neighbourSignals: [],
      likerCounts: new Map(),
      cuisinePreferences: ['greek'],
      candidates,
      titles: new Map(),
      limit: 1,
    })
    expect(ranked).toEqual([{ id: 4, score: expect.any(Number), reason: 'You said you enjoy Greek food' }])
  })

  it('leaves out recipes the user rated 1 or 2', () => {
    const ranked = rankPersonalized({
      userSignals: [rate(1, 2, 1)],
      neighbourSignals: [],
      likerCounts: new Map(),
      cuisinePreferences: [],
      candidates,
      titles: new Map(),
      limit: 10,
    })
    expect(ranked.map((item) => item.id)).not.toContain(2)
  })

  describe('with dietary goals', () => {
    // Equal in every way but protein; the lean one has the lower id, so it wins any tie.
    const lean = recipe(5, { nutrition: { calories: 400, protein: 12, carbs: 50, fat: 10 } })
    const hearty = recipe(6, { nutrition: { calories: 400, protein: 38, carbs: 20, fat: 14 } })
    const rank = (input: {
      dietaryGoals?: string[]
      healthPreferences?: string[]
      cuisinePreferences?: string[]
    }) =>
      rankPersonalized({
        userSignals: [],
        neighbourSignals: [],
        likerCounts: new Map(),
        cuisinePreferences: [],
        candidates: [lean, hearty],
        titles: new Map(),
        limit: 2,
        ...input,
      })

    it('ranks a recipe that fits the goal above an otherwise equal one, and says why', () => {
      expect(rank({}).map((item) => item.id)).toEqual([5, 6])
      const ranked = rank({ dietaryGoals: ['high-protein'] })
      expect(ranked.map((item) => item.id)).toEqual([6, 5])
      expect(ranked[0]?.reason).toBe('Fits your high-protein goal')
      expect(ranked[1]?.reason).not.toMatch(/Fits your/)
    })

    it('reads health preferences the same way and calls them preferences', () => {
      const ranked = rank({ healthPreferences: ['high-protein'] })
      expect(ranked[0]).toMatchObject({ id: 6, reason: 'Fits your high-protein preference' })
    })

    it('keeps the stronger reason of a cuisine the user named, and a goal without a rule boosts nothing', () => {
      const ranked = rank({ dietaryGoals: ['high-protein'], cuisinePreferences: ['italian'] })
      expect(ranked[0]).toMatchObject({ id: 6, reason: 'You said you enjoy Italian food' })
      const unruled = rank({ dietaryGoals: ['low-sodium'] })
      expect(unruled.map((item) => [item.id, item.score])).toEqual(
        rank({}).map((item) => [item.id, item.score]),
      )
    })
  })
})

describe('quick', () => {
  it('keeps only recipes within the preferred time and at or below the skill', () => {
    const candidates = [
      recipe(1, { totalMinutes: 25, difficulty: 'Easy' }),
      recipe(2, { totalMinutes: 25, difficulty: 'Hard' }),
      recipe(3, { totalMinutes: 100, difficulty: 'Easy' }),
      recipe(4, { totalMinutes: 30, difficulty: 'Medium' }),
      recipe(5, { totalMinutes: null, difficulty: 'Easy' }),
    ]
    const ranked = rankQuick(candidates, { preferredMinutes: 30, skill: 'intermediate', limit: 10 })
    expect(ranked.map((item) => item.id).sort()).toEqual([1, 4])
    expect(ranked.find((item) => item.id === 1)?.reason).toBe(
      'Ready in 25 min, within your 30 min, and easy enough for an intermediate cook',
    )
    const beginner = rankQuick(candidates, { preferredMinutes: 30, skill: 'beginner', limit: 10 })
    expect(beginner.map((item) => item.id)).toEqual([1])
  })
})

describe('seasonal', () => {
  it('keeps recipes of the season and mood, the ones made only for it first', () => {
    const candidates = [
      recipe(1, { seasons: ['summer', 'spring', 'autumn'], moods: ['refreshing'] }),
      recipe(2, { seasons: ['summer'], moods: ['refreshing'] }),
      recipe(3, { seasons: ['winter'], moods: ['refreshing'] }),
      recipe(4, { seasons: ['summer'], moods: ['comforting'] }),
    ]
    const ranked = rankSeasonal(candidates, { season: 'summer', mood: 'refreshing', limit: 10 })
    expect(ranked.map((item) => item.id)).toEqual([2, 1])
    expect(ranked[0]?.score).toBeLessThanOrEqual(100)
  })
})
