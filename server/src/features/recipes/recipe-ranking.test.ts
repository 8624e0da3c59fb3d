import { describe, expect, it } from 'vitest'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { toSearchTerm } from '../../lib/recipe-derivation'
import { describeMatch, rankForCook } from './recipe-ranking'

const recipe = (id: number, overrides: Partial<Recipe>): Recipe => ({
  id,
  slug: null,
  title: `Recipe ${id}`,
  description: '',
  foodType: 'italian',
  cuisine: 'Italian',
  difficulty: 'Easy',
  prepTimeMinutes: null,
  cookTimeMinutes: null,
  totalTimeMinutes: 25,
  servings: 4,
  yields: null,
  ingredients: ['1 lb spaghetti'],
  instructions: ['Cook.'],
  tags: [],
  notes: null,
  nutrition: null,
  seasons: [],
  moods: [],
  costPerServing: null,
  imageUrl: null,
  sourceType: 'catalog',
  sourceUrl: null,
  siteName: null,
  author: null,
  averageRating: null,
  totalRatings: 0,
  allergens: [],
  mayContain: [],
  allergenReasons: [],
  sensitivities: [],
  warnings: { allergens: [], sensitivities: [], members: [] },
  isOwner: false,
  isSaved: false,
  userRating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

const terms = (...names: string[]) => names.map((name) => toSearchTerm(name) ?? '')

describe('ranking suggestions for a cook', () => {
  const cook = {
    preferredMinutes: 30,
    skill: 'intermediate' as const,
    ingredientTerms: terms('chicken', 'garlic', 'lemon'),
  }

  it('puts quick dishes at the cook’s level before slow or hard ones using as many ingredients', () => {
    const slowHard = recipe(1, {
      difficulty: 'Hard',
      totalTimeMinutes: 170,
      ingredients: ['2 lb chicken thighs', '4 cloves garlic'],
    })
    const slowMedium = recipe(2, {
      difficulty: 'Medium',
      totalTimeMinutes: 100,
      ingredients: ['2 lb chicken thighs', '4 cloves garlic'],
    })
    const quick = recipe(3, {
      difficulty: 'Medium',
      totalTimeMinutes: 25,
      ingredients: ['1 lb chicken breasts', '1 clove garlic'],
    })
    expect(rankForCook([slowHard, slowMedium, quick], cook).map((entry) => entry.id)).toEqual([3, 2, 1])
  })

  it('lists browse results (no chosen ingredients) within the cook’s time and skill first', () => {
    const browsing = { ...cook, ingredientTerms: [] }
    const slow = recipe(1, { totalTimeMinutes: 120 })
    const hard = recipe(2, { difficulty: 'Hard' })
    const fits = recipe(3, {})
    expect(rankForCook([slow, hard, fits], browsing).map((entry) => entry.id)).toEqual([3, 1, 2])
  })

  it('orders equally fitting recipes by how many chosen ingredients they use', () => {
    const one = recipe(1, { ingredients: ['1 lemon'] })
    const three = recipe(2, { ingredients: ['1 lb chicken thighs', '2 cloves garlic', '1 lemon'] })
    expect(rankForCook([one, three], cook).map((entry) => entry.id)).toEqual([2, 1])
  })

  it('says why on the card', () => {
    const three = recipe(2, { ingredients: ['1 lb chicken thighs', '2 cloves garlic', '1 lemon'] })
    expect(describeMatch(three, cook).reason).toBe('25 min · uses 3 of your ingredients')
    const slowHard = recipe(1, { difficulty: 'Hard', totalTimeMinutes: 100, ingredients: ['1 lemon'] })
    expect(describeMatch(slowHard, cook).reason).toBe(
      '1 hr 40 min · uses 1 of your ingredients · longer than your 30 min · Hard: above your level',
    )
    expect(rankForCook([three], cook)[0]?.matchReason).toBe('25 min · uses 3 of your ingredients')
  })
})

describe('ranking ingredient results', () => {
  it('keeps recipes using a chosen ingredient above quick ones that use none', () => {
    const cook = { preferredMinutes: 30, skill: 'beginner' as const, ingredientTerms: terms('ricotta') }
    const lasagna = recipe(1, { difficulty: 'Medium', totalTimeMinutes: 130, ingredients: ['1 lb ricotta'] })
    const toast = recipe(2, { ingredients: ['2 slices bread'] })
    expect(rankForCook([toast, lasagna], cook).map((entry) => entry.id)).toEqual([1, 2])
  })
})
