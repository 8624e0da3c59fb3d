import type { User } from '@forkcast/contract/users.schemas'
import type { AppContext } from '../../lib/app-context'
import type { UserRow } from '../auth/auth.repository'
import { updateUser } from '../auth/auth.repository'
import { listGroups } from '../groups/groups.service'

/** The user as the API shows it to themselves: never the password hash. */
export async function getCurrentUser(ctx: AppContext, row: UserRow): Promise<User> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    profileImageUrl: row.profileImageUrl,
    timezone: row.timezone,
    lastPreferencesReset: row.lastPreferencesReset,
    onboardingCompleted: row.onboardingCompleted,
    needsOnboarding: row.needsOnboarding,
    excludedFoodTypes: row.excludedFoodTypes,
    allergies: row.allergies,
    sensitivities: row.sensitivities,
    familyGroups: await listGroups(ctx, row.id),
    createdAt: row.createdAt.toISOString(),
  }
}

export async function setTimezone(
  ctx: AppContext,
  { userId, timezone }: { userId: number; timezone: string },
) {
  await updateUser(ctx.db, userId, { timezone })
}
