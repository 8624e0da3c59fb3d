import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HIDDEN_HEADER,
  type Hidden,
  type ImportRecipeResult,
  type Recipe,
} from '@forkcast/contract/recipes.schemas'
import { recipes as recipesTable } from '../../db/schema'
import { startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../../testing/test-app'
import { rederiveStaleAllergens } from './allergen-rederivation'
import { createGroupOf, setAllergies, signUp, upgradeTo, type TestUser } from '../../testing/recipe-test-app'

// Pages written for this test: an Italian blog post whose theme still says lang="en", and a Turkish one.
const recipePage = ({
  lang,
  inLanguage,
  name,
  cuisine,
  ingredients,
  steps,
}: {
  lang: string
  inLanguage?: string
  name: string
  cuisine: string
  ingredients: string[]
  steps: string[]
}) => `<!doctype html><html lang="${lang}"><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  ...(inLanguage ? { inLanguage } : {}),
  recipeCuisine: cuisine,
  recipeIngredient: ingredients,
  recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
})}</script></head><body><h1>${name}</h1></body></html>`

const ITALIAN_PAGE = recipePage({
  lang: 'en-US',
  name: 'Torta soffice della nonna Zelinda',
  cuisine: 'Italian',
  ingredients: ['250 ml di latte intero', '20 g di mandorle', '200 g di farina di riso', '80 g di zucchero'],
  steps: [
    'Scaldate il latte con lo zucchero, poi aggiungete la farina di riso e mescolate bene.',
    'Unite le mandorle tritate e cuocete in forno a 180 gradi per 40 minuti, fino a quando la torta è dorata.',
  ],
})

const TURKISH_PAGE = recipePage({
  lang: 'tr',
  inLanguage: 'tr-TR',
  name: 'Bademli kek Fethiye usulü',
  cuisine: 'Mediterranean',
  ingredients: ['200 gr tereyağı', '1 su bardağı süt', '1 su bardağı çekilmiş badem', '2 su bardağı un'],
  steps: [
    'Tereyağı ve şekeri çırpın, sütü ve bademi ekleyin.',
    'Unu ekleyip karıştırın ve fırında 40 dakika kadar pişirin.',
  ],
})

let pageServer: Server
let pagePort = 0
let t: TestApp
let owner: TestUser
let milkAllergic: TestUser
let nutAllergic: TestUser
let peanutAllergic: TestUser
let unallergic: TestUser
let groupId = 0

const pageUrl = (path: string) => `http://127.0.0.1:${pagePort}${path}`

beforeAll(async () => {
  pageServer = createServer((request, response) => {
    const html = { '/torta': ITALIAN_PAGE, '/bademli-kek': TURKISH_PAGE }[request.url ?? '']
    if (html === undefined) response.writeHead(404).end()
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve))
  pagePort = (pageServer.address() as AddressInfo).port
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000', TIERS_FILE: UNLIMITED_TIERS_FILE },
    importFetch: { allowedPrivateHosts: [`127.0.0.1:${pagePort}`], timeoutMs: 3000, maxBytes: 200_000 },
  })
  owner = await signUp(t, 'Olga')
  milkAllergic = await signUp(t, 'Mila')
  nutAllergic = await signUp(t, 'Nico')
  peanutAllergic = await signUp(t, 'Petra')
  unallergic = await signUp(t, 'Ursula')
  await setAllergies(milkAllergic, ['milk'])
  await setAllergies(nutAllergic, ['tree-nuts'])
  await setAllergies(peanutAllergic, ['peanuts'])
  groupId = await createGroupOf(owner, [milkAllergic, nutAllergic])
  // Recommendations come with a paid plan.
  for (const user of [unallergic, milkAllergic, nutAllergic]) await upgradeTo(user, 'plus')
})

afterAll(async () => {
  await t.close()
  pageServer.closeAllConnections()
  await new Promise<void>((resolve) => pageServer.close(() => resolve()))
})

const importPage = async (user: TestUser, path: string) => {
  const response = await user.call('POST', '/api/recipes/import', { url: pageUrl(path) })
  expect([200, 201], response.body).toContain(response.statusCode)
  return response.json<ImportRecipeResult>().recipe
}

const idsOf = (recipes: Recipe[]) => recipes.map((recipe) => recipe.id)
const search = async (user: TestUser, q: string, query = '') =>
  idsOf(await user.json<Recipe[]>('GET', `/api/recipes/search?q=${encodeURIComponent(q)}${query}`))
const suggest = async (user: TestUser, cuisine: string, query = '') =>
  idsOf(await user.json<Recipe[]>('POST', `/api/recipes/generate/${cuisine}?count=10${query}`))
const recommend = async (user: TestUser) => {
  const ids: number[] = []
  for (const category of ['trending', 'personalized', 'quick', 'seasonal']) {
    const list = await user.json<{ recommendations: Array<{ id: number }> }>(
      'GET',
      `/api/ai/recommendations/${category}`,
    )
    ids.push(...list.recommendations.map((recommendation) => recommendation.id))
  }
  return ids
}
const plan = async (user: TestUser, forGroup: number) =>
  (
    await user.json<Array<{ recipeId: number }>>('POST', '/api/smart-meals/recommendations', {
      groupId: forGroup,
      timeOfDay: 'evening',
      energyLevel: 'medium',
      occasionType: 'weekend',
    })
  ).map((meal) => meal.recipeId)
const browse = async (user: TestUser, cuisine: string, query = '') =>
  idsOf(await user.json<Recipe[]>('GET', `/api/recipes/${cuisine}?limit=50${query}`))

describe('an imported Italian page with latte and mandorle', () => {
  let torta: Recipe

  beforeAll(async () => {
    torta = await importPage(owner, '/torta')
  })

  it('is read as Italian, though the page says lang="en-US", and found to hold milk and tree nuts', () => {
    expect(torta.language).toBe('it')
    expect(torta.allergens).toEqual(expect.arrayContaining(['milk', 'tree-nuts']))
    expect(torta.allergenCheck?.status).toBe('checked')
  })

  it('reaches someone with no allergy in search, suggestions and the cuisine list', async () => {
    expect(await search(unallergic, 'torta zelinda')).toContain(torta.id)
    expect(await suggest(unallergic, 'italian')).toContain(torta.id)
    expect(await browse(unallergic, 'italian')).toContain(torta.id)
    expect(await recommend(unallergic)).toContain(torta.id)
  })

  it('never reaches a member allergic to milk or to tree nuts', async () => {
    for (const member of [milkAllergic, nutAllergic]) {
      expect(await search(member, 'torta zelinda')).not.toContain(torta.id)
      expect(await suggest(member, 'italian')).not.toContain(torta.id)
      expect(await browse(member, 'italian')).not.toContain(torta.id)
      expect(await recommend(member)).not.toContain(torta.id)
    }
  })

  it("is left out of a decision's recipes for their group", async () => {
    const group = `&groupId=${groupId}`
    expect(await browse(owner, 'italian', group)).not.toContain(torta.id)
    expect(await suggest(owner, 'italian', group)).not.toContain(torta.id)
    expect(await search(owner, 'torta zelinda', group)).not.toContain(torta.id)
  })

  it("is left out of the smart planner's meals for their group, and planned for a group without allergies", async () => {
    await upgradeTo(owner, 'plus')
    expect(await plan(owner, groupId)).not.toContain(torta.id)
    const unallergicGroup = await createGroupOf(unallergic, [])
    expect(await plan(unallergic, unallergicGroup)).toContain(torta.id)
  })
})

describe('a recipe in a language no allergen lexicon reads', () => {
  let kek: Recipe

  beforeAll(async () => {
    kek = await importPage(owner, '/bademli-kek')
  })

  it('is marked as not checked in Turkish, for its owner to review', () => {
    expect(kek.language).toBe('tr')
    expect(kek.allergenCheck).toMatchObject({
      status: 'not-checked',
      uncheckedLanguages: [{ code: 'tr', name: 'Turkish' }],
      confirmedAllergens: null,
      canReview: true,
    })
  })

  it('is shown to someone with no allergy', async () => {
    expect(await search(unallergic, 'bademli kek')).toContain(kek.id)
    expect(await browse(unallergic, 'mediterranean')).toContain(kek.id)
  })

  it('is held back from anyone with any allergy, and opened directly it warns', async () => {
    expect(await search(peanutAllergic, 'bademli kek')).not.toContain(kek.id)
    expect(await browse(peanutAllergic, 'mediterranean')).not.toContain(kek.id)
    expect(await suggest(peanutAllergic, 'mediterranean')).not.toContain(kek.id)
    const searched = await peanutAllergic.call('GET', '/api/recipes/search?q=bademli%20kek')
    const hidden = JSON.parse(decodeURIComponent(String(searched.headers[HIDDEN_HEADER]))) as Hidden
    expect(hidden).toMatchObject({ count: 1, allergens: ['peanuts'], members: ['Petra'] })
    const opened = await peanutAllergic.json<Recipe>('GET', `/api/recipes/${kek.id}`)
    expect(opened.warnings.allergens).toEqual(['peanuts'])
    expect(opened.allergenCheck).toMatchObject({ status: 'not-checked', canReview: false })
  })

  it('can be reviewed by the person who imported it only', async () => {
    await importPage(unallergic, '/bademli-kek')
    const refused = await unallergic.call('PUT', `/api/recipes/${kek.id}/allergen-review`, {
      allergens: [],
    })
    expect(refused.statusCode, refused.body).toBe(403)
    expect(refused.json<{ message: string }>().message).toBe(
      'Only the person who added this recipe can confirm its allergens',
    )
  })

  it('refuses an allergen it does not know, naming the problem, and writes nothing', async () => {
    const response = await owner.call('PUT', `/api/recipes/${kek.id}/allergen-review`, {
      allergens: ['milk', 'pixie-dust'],
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(/allergen/i)
    const unchanged = await owner.json<Recipe>('GET', `/api/recipes/${kek.id}`)
    expect(unchanged.allergenCheck?.status).toBe('not-checked')
  })

  it('once the owner confirms its allergens, reaches members by the confirmed set', async () => {
    const reviewed = await owner.json<Recipe>('PUT', `/api/recipes/${kek.id}/allergen-review`, {
      allergens: ['milk', 'tree-nuts', 'wheat'],
    })
    expect(reviewed.allergenCheck).toMatchObject({
      status: 'confirmed',
      confirmedAllergens: ['milk', 'tree-nuts', 'wheat'],
    })
    expect(reviewed.allergens).toEqual(expect.arrayContaining(['milk', 'tree-nuts', 'wheat']))
    expect(await search(peanutAllergic, 'bademli kek')).toContain(kek.id)
    expect(await browse(peanutAllergic, 'mediterranean')).toContain(kek.id)
    expect(await search(milkAllergic, 'bademli kek')).not.toContain(kek.id)
    expect(await search(nutAllergic, 'bademli kek')).not.toContain(kek.id)
  })

  it('keeps the confirmed set when the lexicon changes and every recipe is derived again', async () => {
    expect(await rederiveStaleAllergens(t.database.db, { version: 'a-newer-lexicon' })).toBeGreaterThan(0)
    const rederived = await owner.json<Recipe>('GET', `/api/recipes/${kek.id}`)
    expect(rederived.allergenCheck?.confirmedAllergens).toEqual(['milk', 'tree-nuts', 'wheat'])
    expect(rederived.allergens).toEqual(expect.arrayContaining(['milk', 'tree-nuts', 'wheat']))
    expect(await search(peanutAllergic, 'bademli kek')).toContain(kek.id)
    expect(await search(milkAllergic, 'bademli kek')).not.toContain(kek.id)
  })

  it('confirming none of the allergens lifts the hold too', async () => {
    const recipe = await peanutAllergic.json<Recipe>(
      'POST',
      '/api/recipes/custom',
      {
        title: 'Mansikkakiisseli',
        foodType: 'dessert',
        ingredients: ['500 g mansikoita', '1 dl sokeria', '2 rkl perunajauhoja', '5 dl vettä'],
        instructions: [
          'Keitä vesi ja sokeri, lisää mansikat ja suurusta perunajauhoilla kunnes kiisseli sakenee.',
        ],
      },
      201,
    )
    expect(recipe.allergenCheck).toMatchObject({
      status: 'not-checked',
      uncheckedLanguages: [{ name: 'Finnish' }],
    })
    expect(await search(peanutAllergic, 'mansikkakiisseli')).not.toContain(recipe.id)
    await peanutAllergic.json('PUT', `/api/recipes/${recipe.id}/allergen-review`, { allergens: [] })
    expect(await search(peanutAllergic, 'mansikkakiisseli')).toContain(recipe.id)
  })

  it('reads a bulk upload’s language from its language column, else from each recipe’s text', async () => {
    const recipes = [
      {
        title: 'Kanelbullar Tuominen',
        language: 'fi',
        ingredients: '2 dl milk|50 g butter',
        instructions: 'Warm the milk and stir in the butter with the sugar and the flour.',
      },
      {
        title: 'Mansikkakiisseli Tuominen',
        ingredients: '500 g mansikoita|1 dl sokeria|2 rkl perunajauhoja',
        instructions: 'Keitä vesi ja sokeri, lisää mansikat ja suurusta kunnes kiisseli sakenee.',
      },
      {
        title: 'Buttered toast Tuominen',
        ingredients: '2 slices bread|1 tbsp butter',
        instructions: 'Toast the bread and spread the butter.',
      },
    ]
    const response = await unallergic.call('POST', '/api/recipes/bulk-upload', {
      content: JSON.stringify(recipes),
      fileType: 'json',
    })
    expect(response.statusCode, response.body).toBe(200)
    const stored = await t.database.db
      .select({
        title: recipesTable.title,
        language: recipesTable.language,
        unchecked: recipesTable.allergenUncheckedLanguages,
      })
      .from(recipesTable)
      .where(and(eq(recipesTable.ownerId, unallergic.userId), like(recipesTable.title, '% Tuominen')))
      .orderBy(recipesTable.title)
    expect(stored).toEqual([
      { title: 'Buttered toast Tuominen', language: 'en', unchecked: [] },
      { title: 'Kanelbullar Tuominen', language: 'fi', unchecked: ['fi'] },
      { title: 'Mansikkakiisseli Tuominen', language: 'fi', unchecked: ['fi'] },
    ])
  })

  it('takes the language a person gives a recipe over the one its text suggests', async () => {
    const recipe = await unallergic.json<Recipe>(
      'POST',
      '/api/recipes/custom',
      {
        title: 'Cacık',
        foodType: 'mediterranean',
        language: 'TR',
        ingredients: ['2 cups yogurt', '1 cucumber'],
        instructions: ['Mix the yogurt with the grated cucumber and serve it cold with the bread.'],
      },
      201,
    )
    expect(recipe.language).toBe('tr')
    expect(recipe.allergenCheck?.status).toBe('not-checked')
  })
})
