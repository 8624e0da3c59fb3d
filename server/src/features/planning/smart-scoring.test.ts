import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALLERGEN_IDS } from '@forkcast/contract/allergen-ids'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  BUDGET_PER_SERVING,
  BUDGET_RANGES,
  ENERGY_LEVELS,
  OCCASION_TYPES,
  SCORE_PARTS,
  TIMES_OF_DAY,
} from '@forkcast/contract/planning.schemas'
import { COOKING_SKILL_LEVELS } from '@forkcast/contract/users.constants'
import { loadRecipeCatalog } from '../recipes/recipe-catalog'
import {
  budgetMatch,
  contextualFit,
  courseOf,
  ingredientMatch,
  rankRecommendations,
  scoreRecipe,
  skillMatch,
  timeMatch,
  type PlannerContext,
  type PlannerRecipe,
  type PlannerRequest,
} from './smart-scoring'

const recipeArbitrary: fc.Arbitrary<PlannerRecipe> = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  title: fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      'Tomato Sauce',
      'Pasta with Tomato Sauce',
      'Fudgy Brownies',
      'Mango Lassi',
      'Chicken Curry',
    ),
  ),
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
    fc.constantFrom(
      'breakfast',
      'quick',
      'weeknight',
      'festive',
      'dessert',
      'salad',
      'vegetarian',
      'side',
      'side-dish',
      'dip',
      'baking',
    ),
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
  slot: fc.constantFrom('main' as const, 'snack' as const),
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
  latitude: fc.option(fc.double({ min: -90, max: 90, noNaN: true })),
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
          // The ranking keeps the first recipe of an id; a main-meal slot takes only mains.
          const distinct = recipes.filter(
            (recipe, index) =>
              recipes.findIndex((other) => other.id === recipe.id) === index &&
              (request.slot === 'snack' || courseOf(recipe) === 'main'),
          )
          fc.pre(distinct.length >= 3)
          const context: PlannerContext = {
            skillLevel: 'beginner',
            blockedAllergens: [],
            excludedFoodTypes: [],
            day: '2026-03-02',
            latitude: null,
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
        latitude: null,
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
    expect(timeMatch(15, 'low', 'weekday').score).toBeGreaterThan(timeMatch(25, 'low', 'weekday').score)
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
      title: 'Pancakes',
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

  it('budget match: cheaper never scores lower, and the reason says under, fits or over', () => {
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
    expect(budgetMatch(4.5, 'low')).toEqual({
      score: 91,
      reason: '$4.50 a serving, under your budget of $5-10 per serving',
    })
    expect(budgetMatch(7.5, 'low')).toEqual({
      score: 85,
      reason: '$7.50 a serving fits your budget of $5-10 per serving',
    })
    expect(budgetMatch(15, 'low')).toEqual({
      score: 40,
      reason: '$15.00 a serving is over your budget of $5-10 per serving',
    })
    expect(budgetMatch(null, 'low').reason).toBe('No cost estimate for this recipe')
  })
})

const plainRecipe = (overrides: Partial<PlannerRecipe> = {}): PlannerRecipe => ({
  id: 1,
  title: 'Chicken and Rice Bake',
  description: '',
  foodType: 'american',
  cuisine: 'American',
  difficulty: 'Easy',
  prepTimeMinutes: null,
  cookTimeMinutes: null,
  totalTimeMinutes: 30,
  costPerServing: 3,
  ingredients: ['1 lb chicken', '2 cups rice'],
  tags: [],
  moods: [],
  seasons: [],
  nutrition: null,
  allergens: [],
  averageRating: null,
  ...overrides,
})

const anyone: PlannerContext = {
  skillLevel: 'intermediate',
  blockedAllergens: [],
  excludedFoodTypes: [],
  day: '2026-11-23',
  latitude: null,
}

const dinner: PlannerRequest = {
  timeOfDay: 'evening',
  energyLevel: 'medium',
  occasionType: 'weekday',
  budgetRange: 'medium',
  servingSize: 4,
  availableIngredients: [],
}

/** Every recipe of the seeded catalog as the planner sees it. */
const catalogRecipes = (): PlannerRecipe[] =>
  loadRecipeCatalog().map(({ recipe }, index) => ({
    id: index + 1,
    title: recipe.title,
    description: recipe.description,
    foodType: recipe.foodType,
    cuisine: recipe.foodType,
    difficulty: recipe.difficulty,
    prepTimeMinutes: recipe.prepTimeMinutes,
    cookTimeMinutes: recipe.cookTimeMinutes,
    totalTimeMinutes: null,
    costPerServing: recipe.costPerServing,
    ingredients: recipe.ingredients,
    tags: recipe.tags,
    moods: recipe.moods,
    seasons: recipe.seasons,
    nutrition: recipe.nutrition,
    allergens: [],
    averageRating: null,
  }))

describe('scores people can trust (issue 35)', () => {
  it('gives two recipes that differ only in time different time scores, the quicker one higher', () => {
    const fiveMinuteSteps = fc.integer({ min: 0, max: 48 }).map((steps) => steps * 5)
    fc.assert(
      fc.property(
        recipeArbitrary,
        fiveMinuteSteps,
        fiveMinuteSteps,
        requestArbitrary,
        contextArbitrary,
        (recipe, a, b, request, context) => {
          fc.pre(a !== b)
          const [quick, slow] = a < b ? [a, b] : [b, a]
          const score = (minutes: number) =>
            scoreRecipe({ ...recipe, totalTimeMinutes: minutes }, request, context).scoring.timeMatch.score
          expect(score(quick)).toBeGreaterThan(score(slow))
        },
      ),
    )
    // And exhaustively: every energy and occasion, every five minutes up to four hours.
    for (const energy of ENERGY_LEVELS)
      for (const occasion of OCCASION_TYPES)
        for (let minutes = 5; minutes <= 240; minutes += 5)
          expect(timeMatch(minutes, energy, occasion).score).toBeLessThan(
            timeMatch(minutes - 5, energy, occasion).score,
          )
  })

  it('always answers highest score first', () => {
    fc.assert(
      fc.property(
        fc.array(recipeArbitrary, { maxLength: 40 }),
        requestArbitrary,
        contextArbitrary,
        (recipes, request, context) => {
          const scores = rankRecommendations(recipes, request, context).map((item) => item.smartScore)
          expect(scores).toEqual([...scores].sort((a, b) => b - a))
        },
      ),
    )
  })

  it('never says a serving far under the budget range fits it: under is under, within fits, above is over', () => {
    const ranges = BUDGET_RANGES.filter((range) => range !== 'unlimited')
    fc.assert(
      fc.property(fc.constantFrom(...ranges), fc.double({ min: 0, max: 1, noNaN: true }), (range, share) => {
        const budget = BUDGET_PER_SERVING[range]
        const farUnder = budgetMatch(share * (budget.min / 2) * 0.999, range).reason
        expect(farUnder).not.toMatch(/fits/)
        expect(farUnder).toMatch(/well under your budget/)
        const top = budget.max ?? budget.min * 3
        const within = budgetMatch(budget.min + share * (top - budget.min), range).reason
        expect(within).toMatch(/fits your budget/)
        if (budget.max !== null)
          expect(budgetMatch(budget.max + 0.01 + share * 50, range).reason).toMatch(/is over your budget/)
      }),
    )
    expect(budgetMatch(0.65, 'medium').reason).toBe(
      '$0.65 a serving, well under your budget of $10-20 per serving',
    )
  })

  it('never puts a side, dessert, drink, snack or sauce in a breakfast, lunch or dinner', () => {
    const notMains = ['side', 'side-dish', 'dessert', 'dip']
    fc.assert(
      fc.property(
        fc.uniqueArray(recipeArbitrary, { maxLength: 40, selector: (recipe) => recipe.id }),
        requestArbitrary,
        contextArbitrary,
        (recipes, request, context) => {
          const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]))
          for (const item of rankRecommendations(recipes, { ...request, slot: 'main' }, context)) {
            const recipe = byId.get(item.recipeId)!
            expect(courseOf(recipe)).toBe('main')
            expect(recipe.foodType).not.toBe('dessert')
            expect(recipe.tags.filter((tag) => notMains.includes(tag))).toEqual([])
          }
        },
      ),
    )
    // A snack slot takes them.
    const rice = plainRecipe({ id: 7, title: 'Mexican Red Rice (Arroz Rojo)', tags: ['side', 'rice'] })
    expect(rankRecommendations([rice], dinner, anyone)).toEqual([])
    expect(rankRecommendations([rice], { ...dinner, slot: 'snack' }, anyone)).toHaveLength(1)
  })

  it('tells a course from tags, a dessert food type, or the last word of an untagged dish', () => {
    const course = (title: string, tags: string[] = [], foodType = 'american') =>
      courseOf({ title, tags, foodType })
    expect(course('Mexican Red Rice (Arroz Rojo)', ['side', 'rice'])).toBe('side')
    expect(course('Briam: Greek Roasted Summer Vegetables', ['side-dish'])).toBe('side')
    expect(course('Extra-Silky Hummus', ['dip'])).toBe('sauce')
    expect(course('Apple and Blackberry Crumble', ['baking'], 'dessert')).toBe('dessert')
    expect(course('Classic Dark Chocolate Mousse', ['dessert'], 'french')).toBe('dessert')
    expect(course('Tomato Sauce')).toBe('sauce')
    expect(course('Strawberry Banana Smoothie')).toBe('drink')
    expect(course('Brown Butter Cookies')).toBe('dessert')
    // Mains stay mains: the sauce is only served with them, baking is how a pizza is made, rice cakes are a dish.
    expect(course('Pasta with Tomato Sauce')).toBe('main')
    expect(course('Homemade Margherita Pizza', ['baking', 'pizza'], 'italian')).toBe('main')
    expect(course('Tteokbokki Spicy Rice Cakes with Fish Cakes and Egg', ['street-food'], 'korean')).toBe(
      'main',
    )
    expect(course('Fluffy Blueberry Pancakes', ['sweet'], 'breakfast')).toBe('main')
  })

  it('over the catalog, a weekday dinner gets mains only, in score order, with scores that differ', () => {
    const catalog = catalogRecipes()
    const sides = catalog.filter((recipe) => recipe.tags.some((tag) => tag === 'side' || tag === 'side-dish'))
    expect(sides.length).toBeGreaterThanOrEqual(10)
    expect(sides.every((recipe) => courseOf(recipe) === 'side')).toBe(true)
    expect(catalog.filter((recipe) => courseOf(recipe) === 'main').length).toBeGreaterThan(200)
    for (const skillLevel of COOKING_SKILL_LEVELS) {
      const ranked = rankRecommendations(catalog, dinner, { ...anyone, skillLevel }, catalog.length)
      const scores = ranked.map((item) => item.smartScore)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
      expect(
        ranked.filter((item) => /not a meal on its own/.test(item.scoring.contextualFit.reason)),
      ).toEqual([])
      expect(ranked.map((item) => item.title)).not.toContain('Mexican Red Rice (Arroz Rojo)')
      // "Add a meal" once showed six suggestions scoring 87 each: the top six now differ.
      expect(new Set(scores.slice(0, 6)).size).toBeGreaterThan(1)
      expect(new Set(scores).size).toBeGreaterThanOrEqual(10)
    }
  })
})

describe('the season a recipe is scored in', () => {
  const summerSalad = plainRecipe({ title: 'Peach Salad', seasons: ['summer'] })
  const fitOn = (day: string, latitude: number | null) =>
    scoreRecipe(summerSalad, dinner, { ...anyone, day, latitude }).scoring.contextualFit

  it('is the season where the cook lives: January is summer in Sydney and winter in Madrid', () => {
    expect(fitOn('2026-01-15', -33.9).reason).toContain('in season for summer')
    expect(fitOn('2026-01-15', 40.4).reason).not.toContain('in season')
    expect(fitOn('2026-07-15', 40.4).reason).toContain('in season for summer')
    expect(fitOn('2026-07-15', -33.9).reason).not.toContain('in season')
  })
})
