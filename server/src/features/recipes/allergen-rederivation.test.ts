import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { recipes } from '../../db/schema'
import type { TestApp } from '../../testing/test-app'
import { rederiveStaleAllergens, startAllergenRederivation } from './allergen-rederivation'
import { RECIPE_DERIVATION_VERSION, prepareRecipeRow } from '../../lib/recipe-derivation'
import {
  customRecipe,
  setAllergies,
  signUp,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let cook: TestUser
beforeAll(async () => {
  t = await startRecipeTestApp()
  cook = await signUp(t, 'Aiko')
  // Rows left current by the seed would be rewritten by other tests' passes; start from a clean slate.
  await rederiveStaleAllergens(t.database.db)
})
afterAll(() => t.close())

const MISO_LINES = ['2 tbsp white miso', '1 block silken tofu, cubed', '2 scallions, sliced']

/** Makes rows look as an older lexicon left them: no may-contain column, an old version. */
async function makeStale(ids: number[]) {
  await t.database.db
    .update(recipes)
    .set({ mayContain: [], allergens: ['soy'], allergenLexiconVersion: '1.00000000' })
    .where(inArray(recipes.id, ids))
}

async function readRows(ids: number[]) {
  return t.database.db
    .select({
      id: recipes.id,
      allergens: recipes.allergens,
      mayContain: recipes.mayContain,
      version: recipes.allergenLexiconVersion,
    })
    .from(recipes)
    .where(inArray(recipes.id, ids))
    .orderBy(recipes.id)
}

async function createMisoRecipes(title: string) {
  const custom = await cook.json<Recipe>(
    'POST',
    '/api/recipes/custom',
    customRecipe({ title, foodType: 'japanese', ingredients: MISO_LINES }),
    201,
  )
  const [imported] = await t.database.db
    .insert(recipes)
    .values(
      prepareRecipeRow({
        title: `${title} (imported)`,
        foodType: 'japanese',
        ingredients: MISO_LINES,
        instructions: ['Whisk the miso into hot water.', 'Add the tofu.'],
        sourceType: 'imported',
        sourceUrl: `https://cooking.example/${encodeURIComponent(title)}`,
      }),
    )
    .returning({ id: recipes.id })
  const [catalog] = await t.database.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.sourceType, 'catalog'))
    .limit(1)
  if (!imported || !catalog) throw new Error('test rows missing')
  return { customId: custom.id, importedId: imported.id, catalogId: catalog.id }
}

describe('re-deriving allergens under a new lexicon', () => {
  it('rewrites every stale recipe, catalog, custom and imported, batch by batch, and nothing twice', async () => {
    const { customId, importedId, catalogId } = await createMisoRecipes('Weeknight miso soup')
    await makeStale([customId, importedId, catalogId])

    expect(await rederiveStaleAllergens(t.database.db, { batchSize: 2 })).toBe(3)

    const rows = await readRows([customId, importedId])
    for (const row of rows) {
      expect(row).toMatchObject({
        allergens: ['soy'],
        mayContain: ['wheat', 'gluten'],
        version: RECIPE_DERIVATION_VERSION,
      })
    }
    const [catalog] = await readRows([catalogId])
    expect(catalog?.version).toBe(RECIPE_DERIVATION_VERSION)
    expect(await rederiveStaleAllergens(t.database.db)).toBe(0)
  })

  it('reads the language of a recipe stored before languages were, and marks what no lexicon reads', async () => {
    const [row] = await t.database.db
      .insert(recipes)
      .values(
        prepareRecipeRow({
          title: 'Tavuk sote',
          foodType: 'mediterranean',
          ingredients: ['500 gr tavuk göğsü', '2 adet soğan', '1 yemek kaşığı tereyağı'],
          instructions: ['Tavukları doğrayın ve tereyağı ile soğanları ekleyin, 20 dakika kadar pişirin.'],
          sourceType: 'imported',
          sourceUrl: 'https://cooking.example/tavuk-sote',
        }),
      )
      .returning({ id: recipes.id })
    if (!row) throw new Error('test row missing')
    await t.database.db
      .update(recipes)
      .set({ language: null, allergenUncheckedLanguages: [], allergenLexiconVersion: '1.00000000' })
      .where(eq(recipes.id, row.id))

    expect(await rederiveStaleAllergens(t.database.db)).toBe(1)

    const [stored] = await t.database.db
      .select({ language: recipes.language, unchecked: recipes.allergenUncheckedLanguages })
      .from(recipes)
      .where(eq(recipes.id, row.id))
    expect(stored).toEqual({ language: 'tr', unchecked: ['tr'] })
  })

  it('keeps a stale miso recipe from a wheat-allergic member once re-derived, and the page says why', async () => {
    const { customId } = await createMisoRecipes('Miso glazed tofu bowls')
    const allergic = await signUp(t, 'Noor')
    await setAllergies(allergic, ['Wheat'])
    // The recipe is public only to its owner, so the owner's group with the allergic member is the audience.
    const group = await cook.json<{ id: number; inviteCode: string }>(
      'POST',
      '/api/family-groups',
      { name: 'Soup night' },
      201,
    )
    await allergic.json('POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    await makeStale([customId])
    const search = `/api/recipes/search?q=${encodeURIComponent('miso glazed tofu')}&groupId=${group.id}`
    const before = await cook.json<Recipe[]>('GET', search)
    expect(before.map((recipe) => recipe.id)).toContain(customId)

    await rederiveStaleAllergens(t.database.db)

    const after = await cook.json<Recipe[]>('GET', search)
    expect(after.map((recipe) => recipe.id)).not.toContain(customId)
    const browsed = await cook.json<Recipe[]>('GET', `/api/recipes/japanese?groupId=${group.id}&limit=100`)
    expect(browsed.map((recipe) => recipe.id)).not.toContain(customId)
    const page = await cook.json<Recipe>('GET', `/api/recipes/${customId}?groupId=${group.id}`)
    expect(page.mayContain).toEqual(['wheat', 'gluten'])
    expect(page.warnings.allergens).toEqual(['wheat', 'gluten'])
    expect(page.allergenReasons).toContainEqual({
      allergen: 'wheat',
      level: 'often',
      food: 'miso',
      note: 'miso is often made with barley or wheat',
    })
  })
})

describe('the background pass on boot', () => {
  const captureLog = () => {
    const lines: string[] = []
    return {
      lines,
      log: {
        info: (_object: Record<string, unknown>, message: string) => void lines.push(message),
        error: (_object: Record<string, unknown>, message: string) => void lines.push(message),
      },
    }
  }

  it('answers at once, then logs one line when every stale recipe is done', async () => {
    const { customId, importedId } = await createMisoRecipes('Miso ramen')
    await makeStale([customId, importedId])
    const { lines, log } = captureLog()

    const pass = startAllergenRederivation(t.database.db, log, { batchSize: 1 })
    expect(lines).toEqual([])

    expect(await pass.done).toBe(2)
    expect(lines).toEqual([`allergens re-derived for 2 recipes under lexicon ${RECIPE_DERIVATION_VERSION}`])
  })

  it('stops between batches when the server shuts down, leaving the rest for the next boot', async () => {
    const { customId, importedId } = await createMisoRecipes('Miso butter corn')
    await makeStale([customId, importedId])
    const { lines, log } = captureLog()

    const pass = startAllergenRederivation(t.database.db, log, { batchSize: 1 })
    await pass.stop()

    expect(await pass.done).toBe(1)
    expect(lines).toEqual(['allergen re-derivation stopped after 1 recipes'])
    const versions = (await readRows([customId, importedId])).map((row) => row.version)
    expect(versions).toEqual([RECIPE_DERIVATION_VERSION, '1.00000000'])
  })
})
