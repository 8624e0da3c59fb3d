import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecipeShareLink, SharedRecipe } from '@forkcast/contract/recipe-sharing.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { recipes, recipeShareLinks } from '../../db/schema'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { customRecipe, signUp, type TestUser } from '../../testing/recipe-test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
})
afterAll(() => t.close())

const ownRecipe = (user: TestUser, title = 'Grandma Rosa’s Sunday Sauce') =>
  user.json<Recipe>('POST', '/api/recipes/custom', customRecipe({ title }), 201)

const share = (user: TestUser, recipeId: number) =>
  user.json<RecipeShareLink>('POST', `/api/recipes/${recipeId}/share`, undefined, 201)

/** Nobody signed in: no cookie at all. */
const readShared = (token: string) => t.app.inject({ method: 'GET', url: `/api/shared-recipes/${token}` })

async function importedRecipe() {
  const [row] = await t.database.db
    .insert(recipes)
    .values(
      prepareRecipeRow({
        title: 'Weeknight Pad Thai',
        foodType: 'thai',
        ingredients: ['8 oz rice noodles', '2 eggs'],
        instructions: ['Soak the noodles.', 'Fry everything.'],
        sourceType: 'imported',
        sourceUrl: 'https://cooking.example/pad-thai',
        siteName: 'Cooking Example',
        author: 'Pim Techamuanvivit',
      }),
    )
    .returning({ id: recipes.id })
  if (!row) throw new Error('imported recipe missing')
  return row.id
}

describe('read-only recipe share links', () => {
  it('lets the owner share a private recipe that anyone then reads without signing in, with no email in it, until the owner turns it off', async () => {
    const maria = await signUp(t, 'Maria')
    const sauce = await ownRecipe(maria)
    const link = await share(maria, sauce.id)
    expect(link.url).toMatch(new RegExp(`/shared/recipes/${link.token}$`))
    expect(link.token.length).toBeGreaterThanOrEqual(40)

    const open = await readShared(link.token)
    expect(open.statusCode).toBe(200)
    expect(open.headers['cache-control']).toBe('no-store')
    const shared = open.json<SharedRecipe>()
    expect(shared).toMatchObject({
      title: 'Grandma Rosa’s Sunday Sauce',
      ingredients: sauce.ingredients,
      instructions: sauce.instructions,
      servings: 6,
      cuisine: 'Italian',
    })
    expect(open.body).not.toMatch(/@/)
    expect(Object.keys(shared)).not.toEqual(expect.arrayContaining(['ownerId', 'id', 'isOwner']))

    expect(await maria.json<RecipeShareLink[]>('GET', `/api/recipes/${sauce.id}/share`)).toEqual([link])
    await maria.json('DELETE', `/api/recipes/${sauce.id}/share/${link.token}`)
    expect((await readShared(link.token)).statusCode).toBe(404)
    expect(await maria.json<RecipeShareLink[]>('GET', `/api/recipes/${sauce.id}/share`)).toEqual([])
    // Turned off means gone for good: sharing again makes a new link, the old one stays dead.
    const again = await share(maria, sauce.id)
    expect(again.token).not.toBe(link.token)
    expect((await readShared(link.token)).statusCode).toBe(404)
    expect((await readShared(again.token)).statusCode).toBe(200)
  })

  it('gives the same live link back when its creator shares again', async () => {
    const maria = await signUp(t, 'Maria')
    const sauce = await ownRecipe(maria)
    const first = await share(maria, sauce.id)
    expect(await share(maria, sauce.id)).toEqual(first)
  })

  it('answers 404 to someone else sharing or listing a private recipe, and makes no link', async () => {
    const maria = await signUp(t, 'Maria')
    const stranger = await signUp(t, 'Sam')
    const sauce = await ownRecipe(maria)
    expect((await stranger.call('POST', `/api/recipes/${sauce.id}/share`)).statusCode).toBe(404)
    expect((await stranger.call('GET', `/api/recipes/${sauce.id}/share`)).statusCode).toBe(404)
    const rows = await t.database.db.select().from(recipeShareLinks)
    expect(rows.filter((row) => row.recipeId === sauce.id)).toEqual([])
  })

  it('lets anyone share an imported recipe, which keeps its source and credit; only the creator turns that link off', async () => {
    const recipeId = await importedRecipe()
    const carlos = await signUp(t, 'Carlos')
    const sofia = await signUp(t, 'Sofia')
    const link = await share(carlos, recipeId)
    expect((await readShared(link.token)).json<SharedRecipe>()).toMatchObject({
      title: 'Weeknight Pad Thai',
      sourceUrl: 'https://cooking.example/pad-thai',
      siteName: 'Cooking Example',
      author: 'Pim Techamuanvivit',
    })
    // Sofia sees only her own links of a public recipe, and cannot end Carlos's.
    expect(await sofia.json<RecipeShareLink[]>('GET', `/api/recipes/${recipeId}/share`)).toEqual([])
    expect((await sofia.call('DELETE', `/api/recipes/${recipeId}/share/${link.token}`)).statusCode).toBe(404)
    expect((await readShared(link.token)).statusCode).toBe(200)
    await carlos.json('DELETE', `/api/recipes/${recipeId}/share/${link.token}`)
    expect((await readShared(link.token)).statusCode).toBe(404)
  })

  it('answers 404 for an unknown link and 400 for one that cannot be a token, signed in or not', async () => {
    expect((await readShared('x'.repeat(43))).statusCode).toBe(404)
    expect((await readShared('short')).statusCode).toBe(400)
  })

  it('refuses a 31st new link within the hour with 429 and a wait, while the live link still comes back', async () => {
    const maria = await signUp(t, 'Maria')
    const sauce = await ownRecipe(maria)
    let last: RecipeShareLink | null = null
    for (let made = 0; made < 30; made += 1) {
      if (last) await maria.json('DELETE', `/api/recipes/${sauce.id}/share/${last.token}`)
      last = await share(maria, sauce.id)
    }
    expect(await share(maria, sauce.id)).toEqual(last)
    await maria.json('DELETE', `/api/recipes/${sauce.id}/share/${last!.token}`)
    const refused = await maria.call('POST', `/api/recipes/${sauce.id}/share`)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toMatch(/Too many share links/)
  })

  it('answers 401 to making a link without signing in', async () => {
    const maria = await signUp(t, 'Maria')
    const sauce = await ownRecipe(maria)
    const response = await t.app.inject({ method: 'POST', url: `/api/recipes/${sauce.id}/share` })
    expect(response.statusCode).toBe(401)
  })
})
