import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, JoinGroupSchema } from '@forkcast/contract/groups.schemas'
import { generateInviteCode } from './invite-code'

describe('invite codes', () => {
  it('are 8 characters from the unambiguous alphabet', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const code = generateInviteCode()
        expect(code).toHaveLength(INVITE_CODE_LENGTH)
        expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/)
      }),
      { numRuns: 500 },
    )
  })

  it('never contain the look-alikes 0, O, 1, I or L', () => {
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1IL]/)
  })

  it('are unique over many draws', () => {
    const codes = new Set(Array.from({ length: 20_000 }, generateInviteCode))
    expect(codes.size).toBe(20_000)
  })

  it('are accepted in lower case with spaces around them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Array.from({ length: 50 }, generateInviteCode)),
        fc.string({ unit: fc.constantFrom(' ', '\t') }),
        (code, pad) => {
          expect(JoinGroupSchema.parse({ inviteCode: `${pad}${code.toLowerCase()}${pad}` })).toEqual({
            inviteCode: code,
          })
        },
      ),
    )
  })
})
