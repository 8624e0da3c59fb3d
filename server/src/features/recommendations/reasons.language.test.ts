import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecommendationList } from '@forkcast/contract/discovery.schemas'
import { translateMessage } from '@forkcast/contract/messages'
import type { SmartRecommendation } from '@forkcast/contract/planning.schemas'
import type { TestApp } from '../../testing/test-app'
import { createGroupOf, signUp, startRecipeTestApp, upgradeTo } from '../../testing/recipe-test-app'

let t: TestApp
beforeAll(async () => {
  t = await startRecipeTestApp()
})
afterAll(() => t.close())

/** A paying person whose account speaks `language`, alone in a group of their own. */
const speaking = async (language: 'en' | 'es') => {
  const user = await signUp(t)
  await user.json('PUT', '/api/user/language', { language })
  await upgradeTo(user, 'premium')
  const groupId = await createGroupOf(user, [])
  return { ...user, groupId }
}

describe('recommendation reasons in the reader’s language', () => {
  it('tells a Spanish speaker which of their goals a recipe fits, in Spanish', async () => {
    const user = await speaking('es')
    await user.json('PATCH', '/api/user/meal-preferences', { dietaryGoals: ['vegan'] })
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/personalized')
    expect(list.recommendations[0]?.reason).toBe('Encaja con tu objetivo: vegano')
  })

  it('words the recipes of a level in Spanish, and in the same English as before for an English speaker', async () => {
    const [spanish, english] = [await speaking('es'), await speaking('en')]
    for (const user of [spanish, english])
      await user.json('PATCH', '/api/user/meal-preferences', { preferredPrepTime: 45 })
    const reasonOf = async (user: typeof spanish) =>
      (await user.json<{ recipes: Array<{ reason: string }> }>('GET', '/api/recipes/by-level/intermediate'))
        .recipes[0]?.reason
    expect(await reasonOf(spanish)).toMatch(/^Media · \d+ min · dentro de tus 45 min$/)
    expect(await reasonOf(english)).toMatch(/^Medium · \d+ min · within your 45 min$/)
  })

  it('keeps an English speaker’s goal reason exactly as it was', async () => {
    const user = await speaking('en')
    await user.json('PATCH', '/api/user/meal-preferences', { dietaryGoals: ['vegan'] })
    const list = await user.json<RecommendationList>('GET', '/api/ai/recommendations/personalized')
    expect(list.recommendations[0]?.reason).toBe('Fits your vegan goal')
  })
})

describe('the smart planner’s reasons in the reader’s language', () => {
  const dinner = (groupId: number) => ({
    groupId,
    timeOfDay: 'evening',
    energyLevel: 'low',
    occasionType: 'weekday',
    budgetRange: 'low',
    servingSize: 4,
    availableIngredients: ['chicken', 'rice', 'onion', 'garlic'],
  })

  it('gives a Spanish speaker every reason and highlight in Spanish, for the same picks an English speaker gets', async () => {
    const [spanish, english] = [await speaking('es'), await speaking('en')]
    const [inSpanish, inEnglish] = await Promise.all(
      [spanish, english].map((user) =>
        user.json<SmartRecommendation[]>('POST', '/api/smart-meals/recommendations', dinner(user.groupId)),
      ),
    )
    expect(inSpanish!.map((pick) => pick.recipeId)).toEqual(inEnglish!.map((pick) => pick.recipeId))
    expect(inSpanish!.length).toBeGreaterThanOrEqual(3)
    inSpanish!.forEach((pick, index) => {
      const asEnglish = inEnglish![index]!
      for (const part of ['skillMatch', 'timeMatch', 'ingredientMatch', 'budgetMatch'] as const) {
        expect(pick.scoring[part].reason).toBe(translateMessage('es', asEnglish.scoring[part].reason))
        expect(pick.scoring[part].reason).not.toBe(asEnglish.scoring[part].reason)
      }
      expect(pick.scoring.timeMatch.reason).toMatch(/un día entre semana con poca energía/)
      expect(pick.scoring.ingredientMatch.reason).toMatch(
        /de tus 4 ingredientes|ninguno de tus 4 ingredientes/,
      )
      expect(pick.scoring.contextualFit.reason).not.toBe(asEnglish.scoring.contextualFit.reason)
      expect(pick.nutritionHighlights).toEqual(
        asEnglish.nutritionHighlights.map((highlight) => translateMessage('es', highlight)),
      )
    })
    // English as it always was.
    for (const pick of inEnglish!)
      expect(pick.scoring.ingredientMatch.reason).toMatch(/of your 4 ingredients|none of your 4/)
  })
})
