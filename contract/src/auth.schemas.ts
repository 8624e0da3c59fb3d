import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.constants'
import { requiredText, safeString, trimmedText } from './common.schemas'

export const EmailSchema = safeString('Email', { error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))

/** A password field; `requiredMessage` lets a form that asks for it to confirm an action say why. */
export const passwordSchema = (requiredMessage = 'Password is required') =>
  safeString('Password', { error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

export const PasswordSchema = passwordSchema()

/** Fields only a registration sends; any of them present makes the request a registration. */
export const REGISTRATION_FIELDS = [
  'firstName',
  'phoneNumber',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
] as const

/** Where a registration begun on an invite or beta page continues once its email is confirmed. */
export const ContinueToSchema = safeString('Continue to')
  .max(80, 'Continue to must be at most 80 characters')
  .regex(/^\/(join|beta)\/[A-Za-z0-9-]{1,64}$/, 'Continue to must be an invite or beta page of this app')

/**
 * One call signs in ({email, password}) or registers (adds firstName and phoneNumber,
 * optionally lastName and address fields). Empty optional fields are not stored.
 */
const REGISTRATION_REQUIRED = {
  firstName: 'First name is required',
  phoneNumber: 'Phone number is required',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const

const EmailAuthFieldsSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: trimmedText('First name', 60).optional(),
  phoneNumber: trimmedText('Phone number', 30).optional(),
  lastName: trimmedText('Last name', 60).optional(),
  address: trimmedText('Address', 200).optional(),
  city: trimmedText('City', 100).optional(),
  state: trimmedText('State', 60).optional(),
  zipCode: trimmedText('ZIP code', 10).optional(),
  continueTo: ContinueToSchema.optional(),
})

export const EmailAuthSchema = EmailAuthFieldsSchema.superRefine((body, ctx) => {
  if (!isRegistration(body)) return
  if (!body.firstName)
    ctx.addIssue({ code: 'custom', path: ['firstName'], message: REGISTRATION_REQUIRED.firstName })
  if (!body.phoneNumber)
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: REGISTRATION_REQUIRED.phoneNumber })
  if (body.password.length < PASSWORD_MIN_LENGTH)
    ctx.addIssue({ code: 'custom', path: ['password'], message: REGISTRATION_REQUIRED.password })
})
export type EmailAuth = z.infer<typeof EmailAuthSchema>

/** An optional registration field left empty is not sent at all. */
const leftOutWhenEmpty = (schema: z.ZodOptional<z.ZodType<string, string>>) =>
  schema.transform((value) => value || undefined)

/**
 * The registration form's request: EmailAuthSchema when it is a registration, with what registration
 * requires checked on each field (the same words), so every problem shows at once.
 */
export const RegistrationSchema = EmailAuthFieldsSchema.omit({ continueTo: true }).extend({
  firstName: trimmedText('First name', 60).min(1, REGISTRATION_REQUIRED.firstName),
  phoneNumber: trimmedText('Phone number', 30).min(1, REGISTRATION_REQUIRED.phoneNumber),
  password: PasswordSchema.refine(
    (password) => password.length >= PASSWORD_MIN_LENGTH,
    REGISTRATION_REQUIRED.password,
  ),
  lastName: leftOutWhenEmpty(EmailAuthFieldsSchema.shape.lastName),
  address: leftOutWhenEmpty(EmailAuthFieldsSchema.shape.address),
  city: leftOutWhenEmpty(EmailAuthFieldsSchema.shape.city),
  state: leftOutWhenEmpty(EmailAuthFieldsSchema.shape.state),
  zipCode: leftOutWhenEmpty(EmailAuthFieldsSchema.shape.zipCode),
})

/** A sign-in: the fields of EmailAuthSchema a sign-in sends, with the same rules. */
export const SignInSchema = EmailAuthFieldsSchema.pick({ email: true, password: true })
export type SignIn = z.infer<typeof SignInSchema>

/** How long a registration's confirmation link works. */
export const REGISTRATION_LINK_TTL_HOURS = 24

/**
 * The answer to every registration, for a new email and a taken one alike: nobody learns from it whether an
 * address has an account. The account exists once the link mailed to the address is opened.
 */
export const RegistrationPendingSchema = z.object({
  status: z.literal('confirmation-sent'),
  email: z.string(),
  /** Where mail can be read on this server when no mail server is set up (local trials); null otherwise. */
  mailPreviewUrl: z.string().nullable(),
})
export type RegistrationPending = z.infer<typeof RegistrationPendingSchema>

export const ConfirmRegistrationSchema = z.object({
  token: safeString('Link', { error: 'This link is incomplete. Open it from the email again.' })
    .min(1, 'This link is incomplete. Open it from the email again.')
    .max(200, 'This link is not valid'),
})

export const isRegistration = (body: Partial<Record<(typeof REGISTRATION_FIELDS)[number], string>>) =>
  REGISTRATION_FIELDS.some((field) => (body[field] ?? '').trim() !== '')

export const TimezoneSchema = z.object({
  timezone: requiredText('Timezone', 64).refine(isValidTimeZone, 'Timezone must be a valid IANA time zone'),
})

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
