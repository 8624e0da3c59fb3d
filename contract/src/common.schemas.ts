import { z } from 'zod'

/** The largest value a PostgreSQL `integer` column holds; every id and id-like number is capped at it. */
export const MAX_DATABASE_INT = 2147483647

/**
 * Text PostgreSQL cannot store as given: a NUL byte, or half of a UTF-16 surrogate pair
 * (it would be written as U+FFFD, silently changing what was sent).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value)

/**
 * The one string schema every text field in the contract starts from: refuses NUL bytes and lone
 * surrogates with a 400 naming the field. `label` is how messages name the field.
 */
export const safeString = (label = 'This field', options: { error?: string } = {}) =>
  z
    .string({ error: options.error ?? `${label} must be text` })
    .refine(isStorableText, `${label} contains characters that cannot be stored (such as a NUL byte)`)

/** A database id (or id-like number) from a path, query or body: a whole number within the column's range. */
export const idNumber = (label = 'id', { min = 1 }: { min?: 0 | 1 } = {}) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min === 0 ? 'zero or more' : 'a positive whole number'}`)
    .max(MAX_DATABASE_INT, `${label} must be at most ${MAX_DATABASE_INT}`)

export const IdSchema = idNumber()
export const IdParamsSchema = z.object({ id: IdSchema })

export const SuccessSchema = z.object({ success: z.literal(true) })

/** Trimmed text with a bounded length; `label` names the field in messages. */
export const trimmedText = (label: string, max: number) =>
  safeString(label).trim().max(max, `${label} must be at most ${max} characters`)

export const requiredText = (label: string, max: number) =>
  trimmedText(label, max).min(1, `${label} is required`)
