import { randomInt } from 'node:crypto'
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@forkcast/contract/groups.schemas'

/** 8 characters from the unambiguous alphabet, from a cryptographic source (31^8 ≈ 8.5e11 codes). */
export const generateInviteCode = (): string => {
  let code = ''
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]
  }
  return code
}
