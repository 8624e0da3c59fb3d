import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALLERGENS } from '@forkcast/contract/allergens'
import { allergensOfList } from '@forkcast/contract/allergen-lists'
import { ALLERGEN_IDS, SENSITIVITY_IDS } from '@forkcast/contract/allergen-ids'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import type { SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { recipes } from '../../db/schema'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  setAllergies,
  signUp,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let people: TestUser[]
// A catalog recipe nobody could check (its language has no lexicon): held back from anyone with an allergy.
let uncheckedId: number
beforeAll(async () => {
  t = await startRecipeTestApp()
  people = [await signUp(t, 'Ana'), await signUp(t, 'Bo'), await signUp(t, 'Cy')]
  const [indian] = await t.database.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.foodType, 'indian'))
    .orderBy(recipes.id)
    .limit(1)
  uncheckedId = indian!.id
  await t.database.db
    .update(recipes)
    .set({ allergens: [], mayContain: [], allergenUncheckedLanguages: ['fi'], manualAllergens: null })
    .where(eq(recipes.id, uncheckedId))
})
afterAll(() => t.close())

// How people write allergies: our ids, the labels on screen, and everyday words (some map to no allergen).
const allergyWord = fc.constantFrom(
  ...ALLERGEN_IDS,
  ...ALLERGENS.map((allergen) => allergen.label),
  'Shellfish',
  'Dairy',
  'prawns',
  'Nuts (tree nuts & peanuts)',
  'kiwi',
)
const member = fc.record({
  allergies: fc.uniqueArray(allergyWord, { maxLength: 4 }),
  sensitivities: fc.subarray([...SENSITIVITY_IDS], { maxLength: 3 }),
})

/** Public catalog rows safe for these allergens, in the cuisine when one is asked for. */
async function countSafe(blocked: readonly string[], cuisineId: string | undefined) {
  const rows = await t.database.db
    .select({
      foodType: recipes.foodType,
      allergens: recipes.allergens,
      mayContain: recipes.mayContain,
      unchecked: recipes.allergenUncheckedLanguages,
      ownerId: recipes.ownerId,
    })
    .from(recipes)
  return rows.filter(
    (row) =>
      row.ownerId === null &&
      (cuisineId === undefined || row.foodType === cuisineId) &&
      !blocked.some((id) => row.allergens.includes(id) || row.mayContain.includes(id)) &&
      !(blocked.length > 0 && row.unchecked.length > 0),
  ).length
}

describe('cooking boards and allergies', () => {
  it('never opens a board on a recipe holding a voter’s allergen as an ingredient or a may-contain, whatever the family avoids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(member, { minLength: 1, maxLength: people.length }),
        fc.option(fc.constantFrom(...CUISINE_IDS), { nil: undefined }),
        async (members, cuisineId) => {
          const voters = people.slice(0, members.length)
          for (const [index, wish] of members.entries())
            await setAllergies(voters[index]!, wish.allergies, wish.sensitivities)
          // A new group each run: a fresh board, built for exactly these voters.
          const groupId = await createGroupOf(voters[0]!, voters.slice(1))
          try {
            await expectSafeBoard(voters[0]!, groupId, members, cuisineId)
          } finally {
            // Shrinking runs many more times: members stay under the cap on groups they may join.
            await voters[0]!.call('DELETE', `/api/family-groups/${groupId}`)
          }
        },
      ),
      { numRuns: 15 },
    )
  })
})

async function expectSafeBoard(
  owner: TestUser,
  groupId: number,
  members: Array<{ allergies: string[] }>,
  cuisineId: string | undefined,
) {
  const blocked = allergensOfList(members.flatMap((wish) => wish.allergies))
  const response = await owner.call('POST', '/api/elimination-session', {
    groupId,
    category: 'cooking',
    ...(cuisineId ? { cuisineId } : {}),
  })
  if (response.statusCode === 404) {
    // Only when nothing is safe: a board that opens on nothing is not a safe board.
    expect(await countSafe(blocked, cuisineId)).toBe(0)
    return
  }
  expect(response.statusCode, response.body).toBe(200)
  const ids = response.json<SessionSnapshot>().session.options.map((option) => option.recipe?.recipeId ?? -1)
  expect(ids.length).toBeGreaterThan(0)
  const rows = await t.database.db
    .select({
      id: recipes.id,
      title: recipes.title,
      foodType: recipes.foodType,
      allergens: recipes.allergens,
      mayContain: recipes.mayContain,
    })
    .from(recipes)
    .where(inArray(recipes.id, ids))
  expect(rows).toHaveLength(ids.length)
  for (const row of rows) {
    const held = blocked.filter((id) => row.allergens.includes(id) || row.mayContain.includes(id))
    expect(held, `${row.title} on a board for ${blocked.join(', ')}`).toEqual([])
    if (cuisineId) expect(row.foodType).toBe(cuisineId)
  }
  if (blocked.length > 0) expect(ids).not.toContain(uncheckedId)
}
