import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from './auth.constants'
import { EmailSchema, PasswordSchema, passwordSchema } from './auth.schemas'
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

export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  password: passwordSchema('Enter your password to confirm it is you'),
})
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>

export const DeleteAccountSchema = z.object({
  password: passwordSchema('Enter your password to delete the account'),
})
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

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

// The account export (GET /api/account/export): everything stored about the person, no secrets (decision 035).
const isoOrNull = z.string().nullable()
const ExportRecipeSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  foodType: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  sourceType: z.string(),
  sourceUrl: z.string().nullable(),
  createdAt: isoOrNull,
})
const ExportVoteSchema = z.object({ sessionId: z.number(), optionId: z.string(), at: isoOrNull })

export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  /** Every column of the user's row but the password hash; loose so a new column is never dropped silently. */
  profile: z.looseObject({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    allergies: z.array(z.string()),
    sensitivities: z.array(z.string()),
    safetyScope: z.enum(['household', 'me']),
    createdAt: isoOrNull,
    updatedAt: isoOrNull,
  }),
  groups: z.array(z.object({ id: z.number(), name: z.string(), joinedAt: isoOrNull, isOwner: z.boolean() })),
  recipes: z.array(ExportRecipeSchema),
  generatedRecipes: z.array(ExportRecipeSchema),
  importedRecipes: z.array(ExportRecipeSchema),
  savedRecipes: z.array(z.object({ recipeId: z.number(), title: z.string(), savedAt: isoOrNull })),
  ratings: z.array(
    z.object({ recipeId: z.number(), title: z.string(), rating: z.number(), ratedAt: isoOrNull }),
  ),
  suggestionHistory: z.array(z.object({ recipeId: z.number(), title: z.string(), shownAt: isoOrNull })),
  favorites: z.array(
    z.object({
      id: z.number(),
      groupId: z.number().nullable(),
      groupName: z.string().nullable(),
      placeId: z.string(),
      name: z.string(),
      address: z.string().nullable(),
      cuisine: z.string().nullable(),
      rating: z.string().nullable(),
      priceLevel: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      website: z.string().nullable(),
      photoUrl: z.string().nullable(),
      notes: z.string().nullable(),
      savedAt: isoOrNull,
    }),
  ),
  subscription: z
    .object({
      tier: z.string(),
      status: z.string(),
      provider: z.string(),
      stripeCustomerId: z.string().nullable(),
      stripeSubscriptionId: z.string().nullable(),
      currentPeriodEnd: isoOrNull,
      cancelAtPeriodEnd: z.boolean(),
      coveredGroupId: z.number().nullable(),
      coverEndsAt: isoOrNull,
      updatedAt: isoOrNull,
    })
    .nullable(),
  checkouts: z.array(
    z.object({ tier: z.string(), groupId: z.number().nullable(), status: z.string(), createdAt: isoOrNull }),
  ),
  dailyUsage: z.array(z.object({ kind: z.string(), day: z.string(), count: z.number() })),
  betaInvite: z
    .object({ email: z.string(), accessLevel: z.string(), invitedAt: isoOrNull, redeemedAt: isoOrNull })
    .nullable(),
  planning: z.object({
    weeklyPlans: z.array(
      z.object({
        id: z.number(),
        groupId: z.number(),
        weekStartDate: z.string(),
        name: z.string(),
        description: z.string(),
        createdAt: isoOrNull,
      }),
    ),
    plannedMeals: z.array(
      z.object({
        planId: z.number(),
        weekStartDate: z.string(),
        recipeId: z.number(),
        recipeTitle: z.string(),
        dayOfWeek: z.number(),
        mealType: z.string(),
        servings: z.number(),
        notes: z.string(),
        completed: z.boolean(),
        addedAt: isoOrNull,
      }),
    ),
    groceryLists: z.array(
      z.object({
        id: z.number(),
        groupId: z.number(),
        planId: z.number().nullable(),
        title: z.string(),
        isShoppingList: z.boolean(),
        createdAt: isoOrNull,
        items: z.array(
          z.object({
            name: z.string(),
            quantity: z.string(),
            category: z.string(),
            checked: z.boolean(),
            isManual: z.boolean(),
          }),
        ),
      }),
    ),
    shoppingListRecipes: z.array(
      z.object({
        listId: z.number(),
        groupId: z.number(),
        recipeId: z.number(),
        title: z.string(),
        servings: z.number(),
        addedAt: isoOrNull,
      }),
    ),
  }),
  voting: z.object({
    soloSessions: z.array(
      z.object({
        sessionId: z.number(),
        category: z.string(),
        status: z.string(),
        decidedOptionId: z.string().nullable(),
        createdAt: isoOrNull,
      }),
    ),
    vetoes: z.array(ExportVoteSchema),
    likes: z.array(ExportVoteSchema),
    choices: z.array(ExportVoteSchema),
    submissions: z.array(z.object({ sessionId: z.number(), at: isoOrNull })),
    decisions: z.array(
      z.object({
        sessionId: z.number(),
        category: z.string(),
        decidedOptionId: z.string().nullable(),
        decidedReason: z.string().nullable(),
        decidedAt: isoOrNull,
      }),
    ),
    /** Boards whose current round this person opened (started it, or started it over). */
    roundsStarted: z.array(z.object({ sessionId: z.number(), category: z.string(), startedAt: isoOrNull })),
  }),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: isoOrNull })),
  apiTokens: z.array(
    z.object({
      name: z.string(),
      scope: z.enum(['read', 'read-write']),
      prefix: z.string(),
      createdAt: isoOrNull,
      lastUsedAt: isoOrNull,
    }),
  ),
  calendarFeeds: z.array(z.object({ groupId: z.number().int(), createdAt: isoOrNull })),
  webhooks: z.array(
    z.object({
      groupId: z.number().int(),
      url: z.string(),
      events: z.array(z.string()),
      createdAt: isoOrNull,
    }),
  ),
  devices: z.array(
    z.object({
      device: z.string(),
      userAgent: z.string().nullable(),
      createdAt: isoOrNull,
      lastSeenAt: isoOrNull,
      expiresAt: isoOrNull,
    }),
  ),
  knownDevices: z.array(z.object({ createdAt: isoOrNull, expiresAt: isoOrNull })),
  passkeys: z.array(z.object({ name: z.string(), createdAt: isoOrNull, lastUsedAt: isoOrNull })),
})
export type AccountExport = z.infer<typeof AccountExportSchema>
