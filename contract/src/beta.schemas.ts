import { z } from 'zod'
import { EmailSchema } from './auth.schemas'
import { safeString, trimmedText } from './common.schemas'

/** full: Premium features at no charge; limited: Plus features. */
export const BETA_ACCESS_LEVELS = ['full', 'limited'] as const
export const BetaAccessLevelSchema = z.enum(BETA_ACCESS_LEVELS)
export type BetaAccessLevel = z.infer<typeof BetaAccessLevelSchema>
export const BETA_TIER = { full: 'premium', limited: 'plus' } as const

export const BETA_CODE_LENGTH = 12

export const AddBetaTesterSchema = z.object({
  email: EmailSchema,
  accessLevel: BetaAccessLevelSchema.default('full'),
  notes: trimmedText('Notes', 500)
    .optional()
    .transform((notes) => (notes ? notes : undefined)),
})
export type AddBetaTester = z.input<typeof AddBetaTesterSchema>

export const BetaTesterSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  accessLevel: BetaAccessLevelSchema,
  inviteCode: z.string(),
  invitedAt: z.string(),
  notes: z.string().nullable(),
  /** When someone claimed the code (ISO), null while unused. */
  redeemedAt: z.string().nullable(),
})
export type BetaTester = z.infer<typeof BetaTesterSchema>

export const AddBetaTesterResultSchema = z.object({ inviteCode: z.string(), tester: BetaTesterSchema })

export const BetaCodeParamsSchema = z.object({ code: safeString('code').trim().max(32) })
export const BetaInviteSchema = z.object({ accessLevel: BetaAccessLevelSchema, tierName: z.string() })
export type BetaInvite = z.infer<typeof BetaInviteSchema>
export const RedeemBetaResultSchema = z.object({ tier: z.enum(['plus', 'premium']) })
