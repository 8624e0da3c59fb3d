import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALLERGEN_IDS } from '@forkcast/contract/allergen-ids'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  BUDGET_RANGES,
  ENERGY_LEVELS,
  OCCASION_TYPES,
  SCORE_PARTS,
  TIMES_OF_DAY,
} from '@forkcast/contract/planning.schemas'
import { COOKING_SKILL_LEVELS } from '@forkcast/contract/users.constants'
import {
  budgetMatch,
  contextualFit,
  ingredientMatch,
  rankRecommendations,
  skillMatch,
  timeMatch,
  type PlannerContext,
  type PlannerRecipe,
  type PlannerRequest,
} from './smart-scoring'

const recipeArbitrary: fc.Arbitrary<PlannerRecipe> = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  title: fc.string({ maxLength: 30 }),
  description: fc.string({ maxLength: 30 }),
  foodType: fc.constantFrom(...CUISINE_IDS),
  cuisine: fc.string({ maxLength: 10 }),
  difficulty: fc.constantFrom('Easy' as const, 'Medium' as const, 'Hard' as const),
  prepTimeMinutes: fc.option(fc.integer({ min: 0, max: 240 })),
  cookTimeMinutes: fc.option(fc.integer({ min: 0, max: 480 })),
  totalTimeMinutes: fc.option(fc.integer({ min: 0, max: 720 })),
  costPerServing: fc.option(fc.double({ min: 0, max: 80, noNaN: true })),
  ingredients: fc.array(
    fc.constantFrom(
      '2 cups rice',
      '1 lb chicken',
      '3 eggs',
      'salt',
      '1 cup peanuts',
      '2 tomatoes',
      '1 tbsp soy sauce',
    ),
    { maxLength: 8 },
  ),
  tags: fc.array(
    fc.constantFrom('breakfast', 'quick', 'weeknight', 'festive', 'dessert', 'salad', 'vegetarian'),
    { maxLength: 4 },
  ),
  moods: fc.array(fc.constantFrom('comforting', 'festive', 'healthy', 'indulgent'), { maxLength: 2 }),
  seasons: fc.array(fc.constantFrom('spring', 'summer', 'autumn', 'winter'), { maxLength: 2 }),
  nutrition: fc.option(
    fc.record({
      calories: fc.integer({ min: 0, max: 1500 }),
      protein: fc.integer({ min: 0, max: 80 }),
      carbs: fc.integer({ min: 0, max: 200 }),
      fat: fc.integer({ min: 0, max: 100 }),
    }),
  ),
  allergens: fc.subarray([...ALLERGEN_IDS]),
  averageRating: fc.option(fc.double({ min: 1, max: 5, noNaN: true })),
})

const requestArbitrary: fc.Arbitrary<PlannerRequest> = fc.record({
  timeOfDay: fc.constantFrom(...TIMES_OF_DAY),
  energyLevel: fc.constantFrom(...ENERGY_LEVELS),
  occasionType: fc.constantFrom(...OCCASION_TYPES),
  budgetRange: fc.constantFrom(...BUDGET_RANGES),
  servingSize: fc.integer({ min: 1, max: 8 }),
  availableIngredients: fc.array(fc.constantFrom('rice', 'chicken', 'eggs', 'tomato', 'basil'), {
    maxLength: 6,
  }),
})

const dayArbitrary = fc
  .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

const contextArbitrary: fc.Arbitrary<PlannerContext> = fc.record({
  skillLevel: fc.constantFrom(...COOKING_SKILL_LEVELS),
  blockedAllergens: fc.subarray([...ALLERGEN_IDS]),
  excludedFoodTypes: fc.subarray([...CUISINE_IDS], { maxLength: 4 }),
  day: dayArbitrary,
})

describe('the smart planner ranking, for any recipes, request and group', () => {
  it('never returns a recipe holding a blocked allergen or from an excluded cuisine', () => {
    const uniqueRecipes = fc.uniqueArray(recipeArbitrary, { maxLength: 40, selector: (recipe) => recipe.id })
    fc.assert(
      fc.property(uniqueRecipes, requestArbitrary, contextArbitrary, (recipes, request, context) => {
        const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]))
        for (const recommendation of rankRecommendations(recipes, request, context)) {
          const recipe = byId.get(recommendation.recipeId)!
          expect(recipe.allergens.filter((id) => context.blockedAllergens.includes(id))).toEqual([])
          expect(context.excludedFoodTypes).not.toContain(recipe.foodType)
        }
      }),
    )
  })

  it('scores every part and the total from 0 to 100, each part with a reason', () => {
    fc.assert(
      fc.property(
        fc.array(recipeArbitrary, { maxLength: 10 }),
        requestArbitrary,
        contextArbitrary,
        (recipes, request, context) => {
          for (const recommendation of rankRecommendations(recipes, request, context)) {
            expect(recommendation.smartScore).toBeGreaterThanOrEqual(0)
            expect(recommendation.smartScore).toBeLessThanOrEqual(100)
            for (const name of SCORE_PARTS) {
              const part = recommendation.scoring[name]
              expect(Number.isInteger(part.score) && part.score >= 0 && part.score <= 100).toBe(true)
              expect(part.reason.length).toBeGreaterThan(5)
            }
          }
        },
      ),
    )
  })

  it('answers the same for the same inputs on the same day', () => {
    fc.assert(
      fc.property(
        fc.array(recipeArbitrary, { maxLength: 30 }),
        requestArbitrary,
        contextArbitrary,
        (recipes, request, context) => {
          expect(rankRecommendations(recipes, request, context)).toEqual(
            rankRecommendations([...recipes], request, context),
          )
        },
      ),
    )
  })

  it('returns at least three when at least three allowed recipes exist, and never the same recipe twice', () => {
    fc.assert(
      fc.property(
        fc.array(recipeArbitrary, { minLength: 3, maxLength: 30 }),
        requestArbitrary,
        (recipes, request) => {
          const distinct = [...new Map(recipes.map((recipe) => [recipe.id, recipe])).values()]
          fc.pre(distinct.length >= 3)
          const context: PlannerContext = {
            skillLevel: 'beginner',
            blockedAllergens: [],
            excludedFoodTypes: [],
            day: '2026-03-02',
          }
          const ids = rankRecommendations(recipes, request, context).map(
            (recommendation) => recommendation.recipeId,
          )
          expect(ids.length).toBeGreaterThanOrEqual(3)
          expect(new Set(ids).size).toBe(ids.length)
        },
      ),
    )
  })

  it('varies the order across days when many recipes score alike', () => {
    const recipes: PlannerRecipe[] = Array.from({ length: 60 }, (_, index) => ({
      id: index + 1,
      title: `Stew ${index + 1}`,
      description: '',
      foodType: 'american',
      cuisine: 'American',
      difficulty: 'Easy',
      prepTimeMinutes: 10,
      cookTimeMinutes: 20,
      totalTimeMinutes: 30,
      costPerServing: 4,
      ingredients: ['1 lb beef'],
      tags: [],
      moods: [],
      seasons: [],
      nutrition: null,
      allergens: [],
      averageRating: 4,
    }))
    const request: PlannerRequest = {
      timeOfDay: 'evening',
      energyLevel: 'low',
      occasionType: 'weekday',
      budgetRange: 'medium',
      servingSize: 4,
      availableIngredients: [],
    }
    const topOn = (day: string) =>
      rankRecommendations(recipes, request, {
        skillLevel: 'beginner',
        blockedAllergens: [],
        excludedFoodTypes: [],
        day,
      })
        .map((recommendation) => recommendation.recipeId)
        .join(',')
    const week = [
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]
    expect(new Set(week.map(topOn)).size).toBeGreaterThan(5)
  })
})

describe('the five score parts', () => {
  it('skill match: easier is never worse for a beginner, harder never worse for an advanced cook', () => {
    expect(skillMatch('Easy', 'beginner').score).toBeGreaterThan(skillMatch('Medium', 'beginner').score)
    expect(skillMatch('Medium', 'beginner').score).toBeGreaterThan(skillMatch('Hard', 'beginner').score)
    expect(skillMatch('Hard', 'advanced').score).toBeGreaterThanOrEqual(
      skillMatch('Medium', 'advanced').score,
    )
    expect(skillMatch('Hard', 'beginner').reason).toBe('Hard, a stretch for a beginner cook')
  })

  it('time match: a quicker recipe never scores lower, all else equal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        fc.constantFrom(...ENERGY_LEVELS),
        fc.constantFrom(...OCCASION_TYPES),
        (a, b, energy, occasion) => {
          const [quick, slow] = a <= b ? [a, b] : [b, a]
          expect(timeMatch(quick, energy, occasion).score).toBeGreaterThanOrEqual(
            timeMatch(slow, energy, occasion).score,
          )
        },
      ),
    )
    expect(timeMatch(35, 'low', 'weekday').reason).toBe(
      '35 min is long for a low-energy weekday (about 30 min)',
    )
    expect(timeMatch(25, 'low', 'weekday').reason).toBe('25 min fits a low-energy weekday')
  })

  it('ingredient match: says how many of your ingredients it uses, and having more on hand never lowers it', () => {
    const lines = ['1 lb chicken thighs', '2 cups rice', '1 onion', '2 tomatoes', 'salt', '1 tbsp olive oil']
    const part = ingredientMatch(lines, ['chicken', 'rice', 'onion', 'tomatoes', 'milk', 'basil'])
    expect(part.reason).toBe('Uses 4 of your 6 ingredients; nothing else to buy')
    expect(ingredientMatch(lines, ['chicken']).score).toBeLessThan(
      ingredientMatch(lines, ['chicken', 'rice']).score,
    )
    expect(ingredientMatch(lines, []).score).toBe(50)
    expect(ingredientMatch(lines, ['tofu']).reason).toBe('Uses none of your 1 ingredients')
  })

  it('contextual fit: a breakfast dish fits the morning better than the evening', () => {
    const pancakes = {
      foodType: 'breakfast',
      tags: ['breakfast'],
      moods: [],
      seasons: [],
      difficulty: 'Easy' as const,
      totalMinutes: 20,
    }
    const morning = contextualFit(pancakes, 'morning', 'weekend', 'spring')
    const evening = contextualFit(pancakes, 'evening', 'weekend', 'spring')
    expect(morning.score).toBeGreaterThan(evening.score)
    expect(morning.reason).toBe('A breakfast dish for the morning')
  })

  it('budget match: cheaper never scores lower; within the budget is full marks', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.constantFrom(...BUDGET_RANGES),
        (a, b, budget) => {
          const [cheap, dear] = a <= b ? [a, b] : [b, a]
          expect(budgetMatch(cheap, budget).score).toBeGreaterThanOrEqual(budgetMatch(dear, budget).score)
        },
      ),
    )
    expect(budgetMatch(4.5, 'low')).toEqual({ score: 100, reason: '$4.50 a serving fits $5-10 per serving' })
    expect(budgetMatch(15, 'low').score).toBe(50)
    expect(budgetMatch(null, 'low').reason).toBe('No cost estimate for this recipe')
  })
})
