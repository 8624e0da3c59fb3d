import type { ErrorIssue } from '@forkcast/contract/errors'

/** 'preferences.cookingSkillLevel' → 'Cooking skill level': the field as a person names it. */
export const labelOfPath = (path: string) => {
  const last = path.split('.').findLast((segment) => !/^\d+$/.test(segment)) ?? ''
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]/g, ' ')
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This request'
}

// zod's own wording ("Invalid input: expected string, received undefined") is for developers.
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/

/** Where the error handler puts an issue about the whole body (null, a list, text or a number). */
export const ROOT_PATH = '(root)'

// A message may quote what was sent (an unknown list value); a megabyte sent must not come back.
export const MAX_MESSAGE_LENGTH = 160

const capped = (message: string) =>
  message.length <= MAX_MESSAGE_LENGTH ? message : `${message.slice(0, MAX_MESSAGE_LENGTH - 1).trimEnd()}…`

/** Puts an English sentence into the reader's language (the contract's translateMessage for one language). */
type Translate = (english: string) => string
const asIs: Translate = (english) => english

/**
 * An issue whose message a person can read; our schemas' messages are kept (capped), zod's defaults replaced.
 * `translate` words it in the reader's language: the label a field's path gives is English, and the catalog
 * translates the labels of the fields it knows ("Falta un dato: Correo electrónico"); any other stays as named.
 */
export const toHumanIssue = (
  issue: ErrorIssue & { isMissing?: boolean },
  translate: Translate = asIs,
): ErrorIssue => {
  if (issue.path === ROOT_PATH) {
    const problem = /expected object/.test(issue.message)
      ? 'The request body must be a JSON object'
      : 'The request body is not in the form this request takes'
    return { path: issue.path, message: translate(problem) }
  }
  if (!GENERIC_MESSAGE.test(issue.message))
    return { path: issue.path, message: capped(translate(capped(issue.message))) }
  const label = labelOfPath(issue.path)
  const message = issue.isMissing ? `${label} is required` : `${label} is not valid`
  return { path: issue.path, message: capped(translate(message)) }
}

/**
 * One sentence for a toast: the first problem, and how many more there are; never a field path. The issues are
 * already in the reader's language; `translate` words the count.
 */
export const summarizeIssues = (issues: ErrorIssue[], translate: Translate = asIs) => {
  const [first, ...rest] = issues
  if (!first) return translate('Please check the form and try again.')
  const sentence = /[.!?…]$/.test(first.message) ? first.message : `${first.message}.`
  if (rest.length === 0) return sentence
  const more =
    rest.length === 1 ? 'One more field needs attention.' : `${rest.length} more fields need attention.`
  return `${sentence} ${translate(more)}`
}
