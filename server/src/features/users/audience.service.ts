/**
 * The audience of a list or a decision: whose allergies block, whose sensitivities and skipped cuisines count.
 * Every feature that filters food for people (recipes, planning, recommendations, imports, boards, restaurants)
 * asks here, so the allergy-safety rule has one owner.
 */
import {
  ALLERGEN_IDS,
  SENSITIVITY_IDS,
  type AllergenId,
  type SensitivityId,
} from '@forkcast/contract/allergen-ids'
import { allergensOfList, sensitivityTriggersOfList } from '@forkcast/contract/allergen-lists'
import type { GroupAllergies } from '@forkcast/contract/recipes.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { findAvoidanceProfiles, type UserRow } from './users.repository'
import { householdMemberIdsOf, memberIdsOf } from '../membership/membership.repository'
import { GROUP_NOT_FOUND } from '../membership/membership.service'
import { z } from 'zod'
import {
  COOKING_SKILL_LEVELS,
  DEFAULT_COOKING_SKILL_LEVEL,
  DEFAULT_PREP_TIME,
} from '@forkcast/contract/users.constants'

/**
 * Whose needs a list answers: a decision's group; outside a decision, by default, everyone in the caller's
 * groups ('household', allergies only); or the caller alone ('me': "Just for me", or no group at all).
 */
export type AudienceScope = 'group' | 'household' | 'me'

/** The caller plus, with a group, every member: what results must leave out or rank lower. */
export interface Audience {
  userId: number
  /** Allergens of everyone in the audience: food holding any of them (or maybe holding them) is left out. */
  blockedAllergens: AllergenId[]
  /** Sensitivities, and allergens avoided as a preference: such food ranks lower. */
  avoidedSensitivities: SensitivityId[]
  avoidedAllergens: AllergenId[]
  excludedFoodTypes: string[]
  /** Who is allergic to what, by display name: what a 'recipes hidden' note names. */
  allergicMembers: Array<{ name: string; allergens: AllergenId[] }>
  scope: AudienceScope
}

/**
 * Resolves the audience; a group the caller does not belong to is a 404. Without a group, the household's
 * allergies count too unless the caller chose "Just for me" (`household: 'always'` ignores that choice, for
 * warnings). Other members' cuisines and sensitivities only shape a decision, never the caller's own lists.
 */
export async function resolveAudience(
  ctx: AppContext,
  {
    user,
    groupId,
    household = 'default',
  }: { user: UserRow; groupId?: number; household?: 'default' | 'always' },
): Promise<Audience> {
  // Members and their profiles in one read; for a group it is also the membership check.
  if (groupId) {
    const profiles = await findAvoidanceProfiles(ctx.db, memberIdsOf(ctx.db, groupId))
    if (!profiles.some((profile) => profile.userId === user.id)) {
      throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
    }
    return audienceOfProfiles(user.id, profiles, 'group')
  }
  if (household === 'always' || user.safetyScope !== 'me') {
    const profiles = await findAvoidanceProfiles(ctx.db, householdMemberIdsOf(ctx.db, user.id), user.id)
    return audienceOfProfiles(user.id, profiles, profiles.length > 1 ? 'household' : 'me')
  }
  return audienceOfProfiles(user.id, await findAvoidanceProfiles(ctx.db, [user.id]), 'me')
}

type AvoidanceProfile = Awaited<ReturnType<typeof findAvoidanceProfiles>>[number]

/**
 * The audience of these people: everyone's allergies block; sensitivities and excluded cuisines count for a
 * decision's voters (group scope) and for the caller, never for the rest of a household.
 */
export function audienceOfProfiles(
  userId: number,
  profiles: readonly AvoidanceProfile[],
  scope: AudienceScope,
): Audience {
  const blocked = new Set<AllergenId>()
  const sensitivities = new Set<SensitivityId>()
  const preferenceAllergens = new Set<AllergenId>()
  const excluded = new Set<string>()
  const allergicMembers: Audience['allergicMembers'] = []
  for (const profile of profiles) {
    const allergens = allergensOfList(profile.allergies)
    if (allergens.length > 0) allergicMembers.push({ name: profile.firstName, allergens })
    for (const id of allergens) blocked.add(id)
    if (scope === 'household' && profile.userId !== userId) continue
    const triggers = sensitivityTriggersOfList(profile.sensitivities)
    for (const id of triggers.sensitivities) sensitivities.add(id)
    for (const id of triggers.allergens) preferenceAllergens.add(id)
    for (const id of profile.excludedFoodTypes) excluded.add(id)
  }
  return {
    userId,
    blockedAllergens: ALLERGEN_IDS.filter((id) => blocked.has(id)),
    avoidedSensitivities: SENSITIVITY_IDS.filter((id) => sensitivities.has(id)),
    avoidedAllergens: ALLERGEN_IDS.filter((id) => preferenceAllergens.has(id) && !blocked.has(id)),
    excludedFoodTypes: [...excluded],
    allergicMembers,
    scope,
  }
}

/**
 * The cuisines anyone in the group skips (with no group, the caller's own): all a restaurant search needs of the
 * audience, without reading allergies. A group the caller is not in is a 404, as for every audience.
 */
export async function excludedCuisinesOf(
  ctx: AppContext,
  { user, groupId }: { user: UserRow; groupId?: number },
): Promise<string[]> {
  if (!groupId) return user.excludedFoodTypes
  const profiles = await findAvoidanceProfiles(ctx.db, memberIdsOf(ctx.db, groupId))
  if (!profiles.some((profile) => profile.userId === user.id))
    throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
  return [...new Set(profiles.flatMap((profile) => profile.excludedFoodTypes))]
}

/** Who is allergic to what in the audience, by display name; a group the caller is not in is a 404. */
export async function listGroupAllergies(
  ctx: AppContext,
  { user, groupId }: { user: UserRow; groupId?: number },
): Promise<GroupAllergies> {
  const audience = await resolveAudience(ctx, { user, groupId })
  return { members: audience.allergicMembers }
}

const MealPreferencesSchema = z.object({
  cookingSkillLevel: z.enum(COOKING_SKILL_LEVELS).catch(DEFAULT_COOKING_SKILL_LEVEL),
  preferredPrepTime: z.number().int().positive().catch(DEFAULT_PREP_TIME),
  fridgeInventory: z.array(z.string()).catch([]),
})

/**
 * The cook's skill, usual prep time and fridge, from the signed-in user's row (the session cache holds it and
 * forgets it on every change of the row, decision 027): no read of its own.
 */
export const mealPreferencesOf = (
  user: Pick<UserRow, 'cookingSkillLevel' | 'preferredPrepTime' | 'fridgeInventory'>,
) =>
  MealPreferencesSchema.parse({
    cookingSkillLevel: user.cookingSkillLevel,
    preferredPrepTime: user.preferredPrepTime,
    fridgeInventory: user.fridgeInventory,
  })
