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
export type Success = z.infer<typeof SuccessSchema>

/** Trimmed text with a bounded length; `label` names the field in messages. */
export const trimmedText = (label: string, max: number) =>
  safeString(label).trim().max(max, `${label} must be at most ${max} characters`)

export const requiredText = (label: string, max: number) =>
  trimmedText(label, max).min(1, `${label} is required`)

/** Page size bounds shared by every cursor-paged list. */
export const PAGE_LIMITS = { min: 1, max: 100, default: 50 } as const

const limitMessage = `limit must be a whole number from ${PAGE_LIMITS.min} to ${PAGE_LIMITS.max}`

/**
 * The query every cursor-paged list accepts: `cursor` is the `nextCursor` of the previous page, opaque to
 * callers (the server alone reads it), and `limit` the page size.
 */
export const PageQuerySchema = z.object({
  cursor: safeString('cursor')
    .trim()
    .max(200, 'cursor is not one this server gave out')
    .regex(/^[A-Za-z0-9_-]*$/, 'cursor is not one this server gave out')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(PAGE_LIMITS.min, limitMessage)
    .max(PAGE_LIMITS.max, limitMessage)
    .default(PAGE_LIMITS.default),
})
export type PageQuery = z.output<typeof PageQuerySchema>

/** One page of a list: its items, the cursor of the next page (null on the last) and how many match in all. */
export const paginated = <Item extends z.ZodType>(itemSchema: Item) =>
  z.object({
    items: z.array(itemSchema),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0),
  })
export interface Page<Item> {
  items: Item[]
  nextCursor: string | null
  total: number
}
