import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from './auth.constants'
import { EmailSchema, PasswordSchema } from './auth.schemas'
import { safeString } from './common.schemas'

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30
/** How long an email-change confirmation link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24

const NewPasswordSchema = PasswordSchema.refine(
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
)

/** A link token from a mail: opaque, base64url. */
const LinkTokenSchema = safeString('Link', { error: 'This link is incomplete. Open it again from the mail.' })
  .trim()
  .min(20, 'This link is incomplete. Open it again from the mail.')
  .max(200, 'This link is not valid. Open it again from the mail.')

export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

export const ResetPasswordSchema = z.object({ token: LinkTokenSchema, password: NewPasswordSchema })
export type ResetPassword = z.infer<typeof ResetPasswordSchema>

export const ConfirmEmailChangeSchema = z.object({ token: LinkTokenSchema })

export const ChangePasswordSchema = z.object({
  currentPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
})
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

export const ChangeEmailSchema = z.object({ newEmail: EmailSchema, password: PasswordSchema })
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>

export const DeleteAccountSchema = z.object({ password: PasswordSchema })

/** The same answer whether or not an account exists, so the form cannot be used to find accounts. */
export const MailSentSchema = z.object({ message: z.string() })
export type MailSent = z.infer<typeof MailSentSchema>

export const AccountSessionSchema = z.object({
  id: z.uuid(),
  /** A short description of the browser, e.g. 'Chrome on Android'. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>

/** A confirmed email change: the address the account now signs in with. */
export const EmailChangedSchema = z.object({ success: z.literal(true), email: z.string() })
export type EmailChanged = z.infer<typeof EmailChangedSchema>

export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) })

export const AccountSessionParamsSchema = z.object({
  id: z.uuid({ error: 'Device id must be a device from your list' }),
})
