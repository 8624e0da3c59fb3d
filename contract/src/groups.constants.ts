// Kept free of zod so the landing and invite pages can use them without loading schema code.
export const INVITE_CODE_LENGTH = 8
/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const MAX_GROUP_MEMBERS = 20
export const GROUP_NAME_MAX_LENGTH = 60

export const INVALID_INVITE_CODE_MESSAGE = 'Please enter a valid 8-character invite code.'

export const initialsOf = (firstName: string, lastName: string | null) =>
  `${firstName.trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase() || '?'
