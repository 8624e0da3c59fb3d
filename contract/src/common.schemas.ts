import { z } from 'zod'

export const IdSchema = z.coerce.number().int().positive()
export const IdParamsSchema = z.object({ id: IdSchema })

export const SuccessSchema = z.object({ success: z.literal(true) })

/** Trimmed text with a bounded length; `label` names the field in messages. */
export const trimmedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)

export const requiredText = (label: string, max: number) =>
  trimmedText(label, max).min(1, `${label} is required`)
