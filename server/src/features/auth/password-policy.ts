import type * as ZxcvbnCore from '@zxcvbn-ts/core'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type * as CommonWords from '@zxcvbn-ts/language-common'
import { AppError } from '../../lib/app-error'
import { lazyPackage } from '../../lib/lazy-package'

const loadZxcvbn = lazyPackage<typeof ZxcvbnCore>('@zxcvbn-ts/core')
const loadCommonWords = lazyPackage<typeof CommonWords>('@zxcvbn-ts/language-common')

export const PASSWORD_MESSAGES = {
  tooCommon:
    'This password is one of the most common or is easy to guess. Use a longer phrase of three or four unrelated words.',
  containsEmail: 'Your password must not contain your email address. Choose something unrelated to it.',
} as const

// zxcvbn's scores run 0-4; below 2 a password falls to an online guessing attack in hours.
const MIN_SCORE = 2
// Shorter local parts ('jo') occur in ordinary words by chance.
const MIN_LOCAL_PART_LENGTH = 3

// Built on first use: loading the dictionaries takes a moment and only registration needs them.
let checker: ZxcvbnFactory | null = null
const getChecker = () => {
  if (checker) return checker
  const { dictionary, adjacencyGraphs } = loadCommonWords()
  checker = new (loadZxcvbn().ZxcvbnFactory)({ dictionary, graphs: adjacencyGraphs })
  return checker
}

/** Why a new password is refused, or null when it may be used. */
function findPasswordProblem(password: string, email: string): string | null {
  const localPart = email.split('@')[0]?.toLowerCase() ?? ''
  const lowered = password.toLowerCase()
  if (lowered.includes(email.toLowerCase())) return PASSWORD_MESSAGES.containsEmail
  if (localPart.length >= MIN_LOCAL_PART_LENGTH && lowered.includes(localPart))
    return PASSWORD_MESSAGES.containsEmail
  const result = getChecker().check(password, [email, localPart])
  const isListedWhole = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.token === password,
  )
  return result.score < MIN_SCORE || isListedWhole ? PASSWORD_MESSAGES.tooCommon : null
}

/** Refuses, as a 400 on the form's password field, a password that is common or contains the email. */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  const problem = findPasswordProblem(password, email)
  if (problem)
    throw new AppError('VALIDATION_ERROR', problem, { issues: [{ path: field, message: problem }] })
}
