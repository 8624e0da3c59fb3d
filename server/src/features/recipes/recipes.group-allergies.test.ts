import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GroupAllergies } from '@forkcast/contract/recipes.schemas'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  setAllergies,
  signUp,
  startRecipeTestApp,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let owner: TestUser
let outsider: TestUser
let groupId: number
beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
  const allergic = await signUp(t, 'Sofia')
  const relaxed = await signUp(t, 'Ines')
  outsider = await signUp(t, 'Theo')
  groupId = await createGroupOf(owner, [allergic, relaxed])
  await setAllergies(allergic, ['Peanuts', 'Sesame'])
  await setAllergies(outsider, ['Milk'])
})
afterAll(() => t.close())

describe('GET /api/recipes/group-allergies', () => {
  it("names each allergic member of the group with their allergens, and no one's email", async () => {
    const answer = await owner.json<GroupAllergies>('GET', `/api/recipes/group-allergies?groupId=${groupId}`)
    expect(answer).toEqual({ members: [{ name: 'Sofia', allergens: ['peanuts', 'sesame'] }] })
    expect(JSON.stringify(answer)).not.toContain('@')
  })

  it('answers only the caller without a group, and 404 for a group the caller is not in', async () => {
    expect(await outsider.json<GroupAllergies>('GET', '/api/recipes/group-allergies')).toEqual({
      members: [{ name: 'Theo', allergens: ['milk'] }],
    })
    const response = await outsider.call('GET', `/api/recipes/group-allergies?groupId=${groupId}`)
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('Sofia')
  })

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recipes/group-allergies' })
    expect(response.statusCode).toBe(401)
  })
})
