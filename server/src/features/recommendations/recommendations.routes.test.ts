import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarDayIn, seasonOfDay } from '@forkcast/contract/calendar'
import type { RecommendationList, SeasonalResult } from '@forkcast/contract/discovery.schemas'
import { recipes } from '../../db/schema'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  setAllergies,
  signUp,
  startRecipeTestApp,
  upgradeTo,
} from '../../testing/recipe-test-app'

let t: TestApp
let peanutIds: Set<number>
let catalog: Map<
  number,
  { title: string; difficulty: string; foodType: string; seasons: string[]; tags: string[] }
>

beforeAll(async () => {
  t = await startRecipeTestApp()
  const rows = await t.database.db
    .select({
      id: recipes.id,
      title: recipes.title,
      difficulty: recipes.difficulty,
      foodType: recipes.foodType,
      seasons: recipes.seasons,
      tags: recipes.tags,
      hasPeanuts: sql<boolean>`${recipes.allergens} @> array['peanuts']::text[]`,
    })
    .from(recipes)
  peanutIds = new Set(rows.filter((row) => row.hasPeanuts).map((row) => row.id))
  catalog = new Map(rows.map((row) => [row.id, row]))
})
afterAll(async () => t.close())

const idOf = (title: RegExp) => {
  const entry = [...catalog].find(([, row]) => title.test(row.title))
  if (!entry) throw new Error(`no recipe matches ${title}`)
  return entry[0]
}

describe('GET /api/ai/recommendations/:category', () => {
  it('asks who is calling', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ai/recommendations/trending' })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a free user with 403 TIER_REQUIRED and answers once they pay for plus', async () => {
    const user = await signUp(t)
    const refused = await user.call('GET', '/api/ai/recommendations/trending')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'TIER_REQUIRED' })
    await upgradeTo(user, 'plus')
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/trending')
    expect(list.category).toBe('trending')
  })

  it('refuses an unknown category and names it', async () => {
    const user = await signUp(t)
    const response = await user.call('GET', '/api/ai/recommendations/popular')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect(response.body).toContain('category')
  })

  it('answers every category with reasons and nothing the user is allergic to', async () => {
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    await setAllergies(user, ['Peanuts'])
    for (const category of ['trending', 'personalized', 'quick', 'seasonal']) {
      const list = await user.json<RecommendationList>('GET', `/api/ai/recommendations/${category}`)
      expect(list.category).toBe(category)
      expect(list.recommendations.length, category).toBeGreaterThan(0)
      for (const item of list.recommendations) {
        expect(item.reason.length, `${category}: ${item.title}`).toBeGreaterThan(10)
        expect(peanutIds.has(item.id), `${category}: ${item.title}`).toBe(false)
      }
    }
  })

  it('keeps recipes with a group member’s allergen out when asked for the group', async () => {
    const owner = await signUp(t)
    await upgradeTo(owner, 'plus')
    const member = await signUp(t)
    await setAllergies(member, ['Peanuts'])
    const padThai = idOf(/pad thai/i)
    // Plenty of fresh saves make the peanut dish trend; the group must still never see it.
    for (let index = 0; index < 3; index += 1) {
      const fan = await signUp(t)
      await fan.json('POST', '/api/recipes/save', { recipeId: padThai })
    }
    // Before the owner has a group, nothing keeps the trending peanut dish from them.
    const alone = await owner.json<RecommendationList>('GET', '/api/ai/recommendations/trending')
    expect(alone.recommendations[0]?.id).toBe(padThai)
    const groupId = await createGroupOf(owner, [member])
    // With the group, neither the group's list nor the owner's own (the household default) shows it.
    const own = await owner.json<RecommendationList>('GET', '/api/ai/recommendations/trending')
    expect(own.recommendations.some((item) => peanutIds.has(item.id))).toBe(false)
    const forGroup = await owner.json<RecommendationList>(
      'GET',
      `/api/ai/recommendations/trending?groupId=${groupId}`,
    )
    expect(forGroup.recommendations.some((item) => peanutIds.has(item.id))).toBe(false)
  })

  it('puts what people saved this week at the top of trending', async () => {
    const paella = idOf(/valencian chicken paella/i)
    for (let index = 0; index < 6; index += 1) {
      const fan = await signUp(t)
      await fan.json('POST', '/api/recipes/save', { recipeId: paella })
    }
    const viewer = await signUp(t)
    await upgradeTo(viewer, 'plus')
    const list = await viewer.json<RecommendationList>('GET', '/api/ai/recommendations/trending')
    expect(list.recommendations[0]).toMatchObject({ id: paella })
    expect(list.recommendations[0]?.reason).toMatch(/in the last 14 days/)
  })

  it('suggests what people with similar saves liked, never what the user saved', async () => {
    const gazpacho = idOf(/andalusian gazpacho/i)
    const salmorejo = idOf(/salmorejo/i)
    for (let index = 0; index < 2; index += 1) {
      const neighbour = await signUp(t)
      await neighbour.json('POST', '/api/recipes/save', { recipeId: gazpacho })
      await neighbour.json('POST', '/api/recipes/save', { recipeId: salmorejo })
    }
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    await user.json('POST', '/api/recipes/save', { recipeId: gazpacho })
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/personalized')
    const ids = list.recommendations.map((item) => item.id)
    expect(ids).not.toContain(gazpacho)
    expect(list.recommendations[0]).toMatchObject({
      id: salmorejo,
      reason: `People who liked ${catalog.get(gazpacho)?.title} also liked this`,
    })
  })

  it('favours recipes that fit the dietary goal saved on the meal preferences page, and says so', async () => {
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    await user.json('PATCH', '/api/user/meal-preferences', { dietaryGoals: ['vegan'] })
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/personalized')
    expect(list.recommendations[0]?.reason).toBe('Fits your vegan goal')
    const fitting = list.recommendations.filter((item) => item.reason === 'Fits your vegan goal')
    for (const item of fitting) expect(catalog.get(item.id)?.tags, item.title).toContain('vegan')
    // Without the goal the same user is not steered to vegan dishes.
    await user.json('PATCH', '/api/user/meal-preferences', { dietaryGoals: [] })
    const plain = await user.json<RecommendationList>('GET', '/api/ai/recommendations/personalized')
    expect(plain.recommendations.some((item) => item.reason.startsWith('Fits your'))).toBe(false)
  })

  it('keeps quick picks within the preferred prep time and at or below the skill', async () => {
    const user = await signUp(t)
    await upgradeTo(user, 'plus')
    await user.json('PATCH', '/api/user/meal-preferences', {
      cookingSkillLevel: 'beginner',
      preferredPrepTime: 30,
    })
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/quick')
    expect(list.recommendations.length).toBeGreaterThan(0)
    for (const item of list.recommendations) {
      expect(item.difficulty).toBe('Easy')
      expect(item.prepTime).not.toBeNull()
      expect(item.prepTime).toBeLessThanOrEqual(30)
    }
  })
})

describe('GET /api/recipes/seasonal', () => {
  it('answers recipes of the season and mood with ingredients and steps', async () => {
    const user = await signUp(t)
    const result = await user.json<SeasonalResult>(
      'GET',
      '/api/recipes/seasonal?season=summer&mood=refreshing',
    )
    expect(result).toMatchObject({ season: 'summer', mood: 'refreshing' })
    expect(result.moods).toContain('refreshing')
    expect(result.recipes.length).toBeGreaterThan(0)
    for (const recipe of result.recipes) {
      expect(catalog.get(recipe.id)?.seasons).toContain('summer')
      expect(recipe).toMatchObject({ season: 'summer', mood: 'refreshing' })
      expect(recipe.ingredients.length).toBeGreaterThan(0)
      expect(recipe.instructions.length).toBeGreaterThan(0)
    }
  })

  it('defaults to the season where the user lives, flipped south of the equator', async () => {
    const north = await signUp(t)
    await north.json('PUT', '/api/user/location', { latitude: 40.4, longitude: -3.7 })
    const south = await signUp(t)
    await south.json('PUT', '/api/user/location', { latitude: -33.9, longitude: 151.2 })
    const now = new Date()
    const northResult = await north.json<SeasonalResult>('GET', '/api/recipes/seasonal')
    const southResult = await south.json<SeasonalResult>('GET', '/api/recipes/seasonal')
    expect(northResult.season).toBe(seasonOfDay(calendarDayIn(now, null), 40.4))
    expect(southResult.season).toBe(seasonOfDay(calendarDayIn(now, null), -33.9))
    expect(southResult.season).not.toBe(northResult.season)
  })

  it('refuses a season that does not exist, naming the field', async () => {
    const user = await signUp(t)
    const response = await user.call('GET', '/api/recipes/seasonal?season=monsoon')
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('season')
  })
})

describe('GET /api/recipes/by-level/:level', () => {
  it('lists recipes of that level only, those within the usual prep time first', async () => {
    const user = await signUp(t)
    await user.json('PATCH', '/api/user/meal-preferences', { preferredPrepTime: 45 })
    const result = await user.json<{
      level: string
      recipes: Array<{ difficulty: string; prepTime: number | null; reason: string }>
    }>('GET', '/api/recipes/by-level/intermediate')
    expect(result.level).toBe('intermediate')
    expect(result.recipes.length).toBeGreaterThan(0)
    const fits = result.recipes.map((recipe) => recipe.prepTime !== null && recipe.prepTime <= 45)
    expect(fits[0]).toBe(true)
    expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)))
    for (const recipe of result.recipes) expect(recipe.difficulty).toBe('Medium')
    expect(result.recipes[0]?.reason).toMatch(/^Medium · \d+ min · within your 45 min$/)
  })

  it('refuses an unknown level', async () => {
    const user = await signUp(t)
    const response = await user.call('GET', '/api/recipes/by-level/expert')
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('level')
  })
})
