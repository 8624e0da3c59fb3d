import { describe, expect, it } from 'vitest'
import { DIETARY_GOAL_IDS, HEALTH_PREFERENCE_IDS } from '@forkcast/contract/users.constants'
import { fittingGoals, goalReason, hasGoalRule, isSpoonful, type GoalFacts } from './goal-fit'

const lentilSoup: GoalFacts = {
  foodType: 'mediterranean',
  tags: ['vegan', 'soup'],
  ingredients: [
    '1 cup red lentils',
    '1 onion, diced',
    '2 tbsp olive oil',
    '1 tsp ground cumin',
    '4 cups vegetable stock',
  ],
  nutrition: { calories: 320, protein: 18, carbs: 45, fat: 8 },
}
const grilledChicken: GoalFacts = {
  foodType: 'greek',
  tags: ['chicken', 'weeknight'],
  ingredients: ['1 1/2 lb chicken breast', '2 tbsp olive oil', '1 lemon, juiced', '1 tsp dried oregano'],
  nutrition: { calories: 350, protein: 42, carbs: 4, fat: 10 },
}
const chocolateCake: GoalFacts = {
  foodType: 'dessert',
  tags: ['dessert', 'baking'],
  ingredients: ['2 cups flour', '1 cup sugar', '3 eggs', '1 cup butter, softened', '1/2 cup cocoa powder'],
  nutrition: { calories: 480, protein: 6, carbs: 60, fat: 25 },
}
const friedChicken: GoalFacts = {
  foodType: 'american',
  tags: ['fried', 'chicken'],
  ingredients: ['2 lb chicken thighs', '2 cups buttermilk', '2 cups flour', 'Vegetable oil, for frying'],
  nutrition: { calories: 650, protein: 40, carbs: 30, fat: 38 },
}
const creamyPasta: GoalFacts = {
  foodType: 'italian',
  tags: ['pasta'],
  ingredients: ['1 lb spaghetti', '1 cup heavy cream', '1 cup grated parmesan', '4 oz pancetta, diced'],
  nutrition: { calories: 780, protein: 28, carbs: 80, fat: 40 },
}

const fits = (goal: string, recipe: GoalFacts) =>
  fittingGoals(recipe, { goals: [goal], healthPreferences: [] }).length > 0

// Each goal with a rule: a recipe that fits it and one that does not.
const RULES: [goal: string, fitting: GoalFacts, notFitting: GoalFacts][] = [
  ['vegetarian', lentilSoup, grilledChicken],
  ['plant-based', lentilSoup, creamyPasta],
  ['vegan', lentilSoup, chocolateCake],
  ['high-protein', grilledChicken, lentilSoup],
  ['muscle-gain', grilledChicken, chocolateCake],
  ['muscle-building', friedChicken, lentilSoup],
  ['low-carb', grilledChicken, creamyPasta],
  ['keto', grilledChicken, lentilSoup],
  ['low-sugar', grilledChicken, chocolateCake],
  ['diabetic-friendly', lentilSoup, chocolateCake],
  ['diabetes-management', grilledChicken, creamyPasta],
  ['heart-healthy', lentilSoup, friedChicken],
  ['heart-health', grilledChicken, creamyPasta],
  ['lower-cholesterol', lentilSoup, chocolateCake],
  ['mediterranean', grilledChicken, creamyPasta],
  ['low-fat', lentilSoup, friedChicken],
  ['weight-loss', grilledChicken, chocolateCake],
]
// Goals no recipe fact can support: they match nothing rather than pretend.
const NO_RULE = [
  'low-sodium',
  'high-fiber',
  'anti-inflammatory',
  'better-digestion',
  'energy-boost',
  'maintenance',
  'family-nutrition',
  'athletic-performance',
]

describe('goal rules', () => {
  it('cover every goal and health preference offered anywhere, by a rule or as matching nothing', () => {
    const covered = new Set([...RULES.map(([goal]) => goal), ...NO_RULE])
    const offered = [...new Set([...DIETARY_GOAL_IDS, ...HEALTH_PREFERENCE_IDS])]
    expect(offered.filter((id) => !covered.has(id))).toEqual([])
  })

  it.each(RULES)('%s: fits one recipe and not the other', (goal, fitting, notFitting) => {
    expect(hasGoalRule(goal)).toBe(true)
    expect(fits(goal, fitting)).toBe(true)
    expect(fits(goal, notFitting)).toBe(false)
  })

  it.each(NO_RULE)('%s has no rule and fits no recipe', (goal) => {
    expect(hasGoalRule(goal)).toBe(false)
    for (const recipe of [lentilSoup, grilledChicken, chocolateCake, friedChicken, creamyPasta])
      expect(fits(goal, recipe)).toBe(false)
  })
})

describe('goal rules without nutrition figures', () => {
  const noNumbers = (recipe: GoalFacts): GoalFacts => ({ ...recipe, nutrition: null })

  it('call a recipe high-protein when meat, fish or tofu leads its ingredients', () => {
    expect(fits('high-protein', noNumbers(grilledChicken))).toBe(true)
    expect(fits('high-protein', noNumbers(lentilSoup))).toBe(false)
  })

  it('call a recipe low-carb only without pasta, rice, bread, potato or sugar beyond a spoonful', () => {
    const stirFry = noNumbers({
      ...grilledChicken,
      ingredients: ['1 lb chicken breast', '2 cups broccoli', '1 tsp sugar', '1 tbsp rice vinegar'],
    })
    expect(fits('low-carb', stirFry)).toBe(true)
    expect(
      fits('low-carb', { ...stirFry, ingredients: [...stirFry.ingredients, '2 cups cooked rice'] }),
    ).toBe(false)
  })

  it('leave keto, low-fat and weight-loss unmatched, since they need the numbers', () => {
    for (const goal of ['keto', 'low-fat', 'weight-loss'])
      expect(fits(goal, noNumbers(grilledChicken))).toBe(false)
  })

  it('do not call a recipe vegetarian when a line names meat, whatever its tags say', () => {
    const mislabelled = {
      ...lentilSoup,
      tags: ['vegetarian'],
      ingredients: [...lentilSoup.ingredients, '1 cup chicken stock'],
    }
    expect(fits('vegetarian', mislabelled)).toBe(false)
  })

  it('count plant milks and nut butters as vegan, and honey as not', () => {
    const curry = {
      ...lentilSoup,
      ingredients: ['1 can coconut milk', '2 tbsp peanut butter', '1 cup chickpeas'],
    }
    expect(fits('vegan', curry)).toBe(true)
    expect(fits('vegan', { ...curry, ingredients: [...curry.ingredients, '1 tsp honey'] })).toBe(false)
  })
})

describe('isSpoonful', () => {
  it.each([
    ['1 tbsp sugar', true],
    ['3 tsp honey', true],
    ['1/2 teaspoon sugar', true],
    ['a pinch of sugar', true],
    ['2 tbsp maple syrup', false],
    ['1 cup sugar', false],
    ['sugar, to taste', false],
  ])('%s → %s', (line, expected) => {
    expect(isSpoonful(line)).toBe(expected)
  })
})

describe('goalReason', () => {
  it('names the goals and the health preferences the recipe fits', () => {
    const reason = goalReason(
      fittingGoals(grilledChicken, {
        goals: ['high-protein', 'low-carb'],
        healthPreferences: ['low-sugar', 'high-protein'],
      }),
    )
    expect(reason).toBe('Fits your high-protein and low-carb goals and low-sugar preference')
    expect(goalReason(fittingGoals(grilledChicken, { goals: ['high-protein'], healthPreferences: [] }))).toBe(
      'Fits your high-protein goal',
    )
  })
})
