import { z } from 'zod'
import { FamilyGroupSchema } from './groups.schemas'

/** The signed-in user as `GET /api/auth/user` answers it. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  timezone: z.string().nullable(),
  lastPreferencesReset: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  needsOnboarding: z.boolean(),
  excludedFoodTypes: z.array(z.string()),
  allergies: z.array(z.string()),
  sensitivities: z.array(z.string()),
  familyGroups: z.array(FamilyGroupSchema),
  createdAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

export const AuthResultSchema = z.object({ isNewUser: z.boolean(), user: UserSchema })
export type AuthResult = z.infer<typeof AuthResultSchema>
