import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type {
  CurrentPlanResult,
  GroceryList,
  PlannedMeal,
  SmartRecommendation,
  WeeklyPlan,
} from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  setAllergies,
  signUp,
  upgradeTo,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let owner: TestUser
let member: TestUser
let outsider: TestUser
let groupId: number
let outsiderGroupId: number
let recipes: Recipe[]
beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
  member = await signUp(t, 'Theo')
  outsider = await signUp(t, 'Olga')
  // Weekly plans are a Premium feature (the smart planner needs Plus): these members pay through the test checkout.
  for (const user of [owner, member, outsider]) await upgradeTo(user, 'premium')
  groupId = await createGroupOf(owner, [member])
  outsiderGroupId = await createGroupOf(outsider, [])
  recipes = await owner.json<Recipe[]>('GET', '/api/recipes/italian')
})
afterAll(() => t.close())

// 2026-03-02 is a Monday.
const MONDAY = '2026-03-02'

const createPlanFor = (weekStartDate: string, user = owner, group = groupId) =>
  user.call('POST', '/api/weekly-meal-plans', { weekStartDate, groupId: group, name: 'Spring week' })

describe('weekly plans', () => {
  it('has no plan for a week until one is created, then answers it to every member', async () => {
    const before = await owner.json<CurrentPlanResult>(
      'GET',
      `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
    )
    expect(before.plan).toBeNull()
    const created = await createPlanFor(MONDAY)
    expect(created.statusCode, created.body).toBe(201)
    const plan = created.json<WeeklyPlan>()
    expect(plan).toMatchObject({
      groupId,
      weekStartDate: MONDAY,
      name: 'Spring week',
      groceryListGenerated: false,
    })
    expect(Object.keys(plan.meals)).toEqual(['0', '1', '2', '3', '4', '5', '6'])
    const seen = await member.json<CurrentPlanResult>(
      'GET',
      `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
    )
    expect(seen.plan?.id).toBe(plan.id)
  })

  it('keeps one plan per group and week: weeks start on Monday, and creating again answers the same plan', async () => {
    const wednesday = '2026-03-11'
    const first = await createPlanFor(wednesday)
    expect(first.statusCode).toBe(201)
    expect(first.json<WeeklyPlan>().weekStartDate).toBe('2026-03-09')
    const again = await createPlanFor('2026-03-15', member)
    expect(again.statusCode).toBe(200)
    expect(again.json<WeeklyPlan>().id).toBe(first.json<WeeklyPlan>().id)
    const concurrent = await Promise.all([createPlanFor('2026-03-16'), createPlanFor('2026-03-17', member)])
    expect(new Set(concurrent.map((response) => response.json<WeeklyPlan>().id)).size).toBe(1)
  })

  it('uses the caller’s first group when no groupId is given', async () => {
    const result = await owner.json<CurrentPlanResult>(
      'GET',
      `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}`,
    )
    expect(result.plan?.groupId).toBe(groupId)
  })

  it('adds a recipe to a day and meal type with servings and notes, removes it, and toggles completed', async () => {
    const plan = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    const recipe = recipes[0]!
    const meal = await member.json<PlannedMeal>(
      'POST',
      `/api/weekly-meal-plans/${plan.id}/meals`,
      { recipeId: recipe.id, dayOfWeek: 3, mealType: 'dinner', servings: 6, notes: 'Double the garlic' },
      201,
    )
    expect(meal).toMatchObject({
      recipeId: recipe.id,
      dayOfWeek: 3,
      mealType: 'dinner',
      servings: 6,
      notes: 'Double the garlic',
      completed: false,
    })
    expect(meal.recipe.title).toBe(recipe.title)
    expect(meal.estimatedCost).toBe(
      recipe.costPerServing === null ? null : Math.round(recipe.costPerServing * 6 * 100),
    )

    const defaults = await owner.json<PlannedMeal>(
      'POST',
      `/api/weekly-meal-plans/${plan.id}/meals`,
      { recipeId: recipes[1]!.id, dayOfWeek: 0, mealType: 'lunch' },
      201,
    )
    expect(defaults.servings).toBe(4)

    const week = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    expect(week.meals['3']!.dinner.map((entry) => entry.id)).toEqual([meal.id])
    expect(week.meals['0']!.lunch.map((entry) => entry.id)).toEqual([defaults.id])

    const done = await owner.json<PlannedMeal>('PATCH', `/api/weekly-meal-plans/meals/${meal.id}/complete`, {
      completed: true,
    })
    expect(done.completed).toBe(true)
    const undone = await owner.json<PlannedMeal>(
      'PATCH',
      `/api/weekly-meal-plans/meals/${meal.id}/complete`,
      { completed: false },
    )
    expect(undone.completed).toBe(false)

    await owner.json('DELETE', `/api/weekly-meal-plans/meals/${defaults.id}`)
    const removedAgain = await owner.call('DELETE', `/api/weekly-meal-plans/meals/${defaults.id}`)
    expect(removedAgain.statusCode).toBe(404)
  })

  it('refuses a recipe that holds a member allergen, naming the field', async () => {
    const plan = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    const withDairy = recipes.find((recipe) => recipe.allergens.includes('milk'))!
    await setAllergies(member, ['Milk'])
    try {
      const response = await owner.call('POST', `/api/weekly-meal-plans/${plan.id}/meals`, {
        recipeId: withDairy.id,
        dayOfWeek: 1,
        mealType: 'dinner',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json<ErrorBody>().issues?.[0]?.path).toBe('recipeId')
    } finally {
      await setAllergies(member, [])
    }
  })

  it('answers 400 naming the field for a bad day, meal type, servings or date', async () => {
    const plan = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ recipeId: recipes[0]!.id, dayOfWeek: 7, mealType: 'dinner' }, 'dayOfWeek'],
      [{ recipeId: recipes[0]!.id, dayOfWeek: 1, mealType: 'brunch' }, 'mealType'],
      [{ recipeId: recipes[0]!.id, dayOfWeek: 1, mealType: 'dinner', servings: 0 }, 'servings'],
    ]
    for (const [body, field] of cases) {
      const response = await owner.call('POST', `/api/weekly-meal-plans/${plan.id}/meals`, body)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorBody>().issues?.[0]?.path).toBe(field)
    }
    const badDate = await owner.call(
      'GET',
      `/api/weekly-meal-plans/current?weekStartDate=March&groupId=${groupId}`,
    )
    expect(badDate.statusCode).toBe(400)
    expect(badDate.json<ErrorBody>().issues?.[0]?.path).toBe('weekStartDate')
  })

  it('suggests recipes for a slot with the spec defaults', async () => {
    const suggestions = await owner.json<SmartRecommendation[]>(
      'GET',
      `/api/weekly-meal-plans/suggestions?groupId=${groupId}&dayOfWeek=2&mealType=breakfast`,
    )
    expect(suggestions.length).toBeGreaterThanOrEqual(3)
    expect(suggestions.every((suggestion) => suggestion.servings === 4)).toBe(true)
    expect(suggestions[0]!.scoring.timeMatch.reason).toMatch(/medium-energy weekday/)
  })

  it('suggests mains for a dinner slot, highest score first, with scores that are not all the same', async () => {
    const dinner = await owner.json<SmartRecommendation[]>(
      'GET',
      `/api/weekly-meal-plans/suggestions?groupId=${groupId}&dayOfWeek=1&mealType=dinner`,
    )
    const scores = dinner.map((suggestion) => suggestion.smartScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(new Set(scores).size).toBeGreaterThan(1)
    for (const suggestion of dinner) {
      const recipe = await owner.json<Recipe>('GET', `/api/recipes/${suggestion.recipeId}`)
      expect(recipe.foodType, recipe.title).not.toBe('dessert')
      expect(recipe.tags.filter((tag) => ['side', 'side-dish', 'dessert', 'dip'].includes(tag))).toEqual([])
    }
  })

  it('generates the week’s grocery list from every planned meal at its servings, and regenerates it keeping checks', async () => {
    const plan = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    const list = await owner.json<GroceryList>('POST', `/api/weekly-meal-plans/${plan.id}/grocery-list`)
    expect(list.planId).toBe(plan.id)
    expect(list.items.length).toBeGreaterThan(0)
    const first = list.items[0]!
    await member.json('PATCH', `/api/grocery-lists/${list.id}/items/${first.id}`, { checked: true })
    const again = await member.json<GroceryList>('POST', `/api/weekly-meal-plans/${plan.id}/grocery-list`)
    expect(again.id).toBe(list.id)
    expect(
      again.items.find((item) => item.name === first.name && item.quantity === first.quantity)?.checked,
    ).toBe(true)
    const reread = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    expect(reread.groceryListGenerated).toBe(true)
    expect(reread.groceryList?.id).toBe(list.id)
  })

  it('says what to do when the week has no meals yet', async () => {
    const plan = (await createPlanFor('2026-04-06')).json<WeeklyPlan>()
    const response = await owner.call('POST', `/api/weekly-meal-plans/${plan.id}/grocery-list`)
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().message).toBe('Add a meal to the week before making its grocery list')
  })

  it('treats another group’s plan, meals and list as missing (404), and answers 401 signed out', async () => {
    const plan = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    const meal = plan.meals['3']!.dinner[0]!
    const attempts = [
      outsider.call('GET', `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`),
      outsider.call('POST', '/api/weekly-meal-plans', { weekStartDate: MONDAY, groupId }),
      outsider.call('POST', `/api/weekly-meal-plans/${plan.id}/meals`, {
        recipeId: recipes[0]!.id,
        dayOfWeek: 1,
        mealType: 'dinner',
      }),
      outsider.call('DELETE', `/api/weekly-meal-plans/meals/${meal.id}`),
      outsider.call('PATCH', `/api/weekly-meal-plans/meals/${meal.id}/complete`, { completed: true }),
      outsider.call('POST', `/api/weekly-meal-plans/${plan.id}/grocery-list`),
      outsider.call(
        'GET',
        `/api/weekly-meal-plans/suggestions?groupId=${groupId}&dayOfWeek=1&mealType=dinner`,
      ),
      outsider.call('GET', `/api/grocery-lists/${plan.groceryList!.id}`),
      outsider.call(
        'PATCH',
        `/api/grocery-lists/${plan.groceryList!.id}/items/${plan.groceryList!.items[0]!.id}`,
        { checked: true },
      ),
      outsider.call('POST', `/api/grocery-lists/${plan.groceryList!.id}/items`, { name: 'Crisps' }),
      outsider.call(
        'DELETE',
        `/api/grocery-lists/${plan.groceryList!.id}/items/${plan.groceryList!.items[0]!.id}`,
      ),
    ]
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404)
    // Their own group still works for them, and nothing of ours leaked.
    const own = await outsider.json<CurrentPlanResult>(
      'GET',
      `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${outsiderGroupId}`,
    )
    expect(own.plan).toBeNull()
    const unchanged = (
      await owner.json<CurrentPlanResult>(
        'GET',
        `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}&groupId=${groupId}`,
      )
    ).plan!
    expect(unchanged.meals['3']!.dinner[0]!.completed).toBe(false)

    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}`,
    })
    expect(signedOut.statusCode).toBe(401)
  })

  it('is for the Premium plan: a free or Plus member gets the upgrade answer, not a plan', async () => {
    const free = await signUp(t, 'Frida')
    const plus = await signUp(t, 'Pablo')
    await upgradeTo(plus, 'plus')
    await createGroupOf(free, [plus])
    for (const user of [free, plus]) {
      const response = await user.call('GET', `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}`)
      expect(response.statusCode).toBe(403)
      expect(response.json<ErrorBody>()).toMatchObject({
        code: 'TIER_REQUIRED',
        message: expect.stringMatching(/Premium/),
      })
    }
  })

  it('asks for a family group when the caller has none', async () => {
    const loner = await signUp(t, 'Lone')
    const response = await loner.call('GET', `/api/weekly-meal-plans/current?weekStartDate=${MONDAY}`)
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().message).toBe('Create or join a family group to plan meals together')
  })
})
