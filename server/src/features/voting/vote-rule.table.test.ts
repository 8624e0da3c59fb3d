import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VOTE_ACTIONS, type VoteAction } from '@forkcast/contract/voting.schemas'
import { rowsOf } from '../../db/client'
import { startTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// Whether each board change is a vote: what "who has voted" on a dashboard and "anyone voted yet" on a board read.
const IS_VOTE: Record<VoteAction, boolean> = {
  eliminate: true,
  prefer: true,
  unprefer: true,
  choose: true,
  submit: true,
  random: true,
  restore: true,
  reset: false,
  options: false,
}

describe('what counts as a vote', () => {
  it.each(VOTE_ACTIONS.map((action) => [action, IS_VOTE[action]] as const))(
    "'%s' is a vote: %s",
    async (action, expected) => {
      const result = await t.database.db.execute(sql`select forkcast_is_vote(${action}) as is_vote`)
      expect((rowsOf(result)[0] as { is_vote: boolean }).is_vote).toBe(expected)
    },
  )
})
