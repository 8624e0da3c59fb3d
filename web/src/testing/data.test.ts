import { describe, expect, it } from 'vitest'
import { FamilyGroupSchema, GroupMemberSchema } from '@forkcast/contract/groups.schemas'
import { SubscriptionInfoSchema, TiersSchema } from '@forkcast/contract/subscriptions.schemas'
import { UserSchema } from '@forkcast/contract/users.schemas'
import { ActiveSessionSchema } from '@forkcast/contract/voting.schemas'
import {
  buildActiveSession,
  buildGroup,
  buildMember,
  buildSubscriptionInfo,
  buildTiers,
  buildUser,
} from './data'

// Types catch a missing field; only parsing catches a rule the types cannot say (lengths, formats).
describe('test builders', () => {
  it('build answers the web client accepts, since it parses every answer with the contract', () => {
    expect(UserSchema.safeParse(buildUser()).success).toBe(true)
    expect(FamilyGroupSchema.safeParse(buildGroup()).success).toBe(true)
    expect(GroupMemberSchema.safeParse(buildMember()).success).toBe(true)
    expect(TiersSchema.safeParse(buildTiers()).success).toBe(true)
    expect(SubscriptionInfoSchema.safeParse(buildSubscriptionInfo()).success).toBe(true)
    expect(ActiveSessionSchema.safeParse(buildActiveSession()).success).toBe(true)
  })
})
