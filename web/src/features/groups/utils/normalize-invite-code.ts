import { INVITE_CODE_LENGTH } from '@forkcast/contract/groups.constants'

/** What the code field holds: upper case, no spaces (pasted codes often carry them), 8 characters at most. */
export const normalizeInviteCodeInput = (value: string) =>
  value.toUpperCase().replace(/\s+/g, '').slice(0, INVITE_CODE_LENGTH)
