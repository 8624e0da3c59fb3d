import { and, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { groupMembers, recipes } from '../../db/schema'

// Shared by the search, suggestion and collection repositories: one row shape, one visibility and safety rule.

// Search-only columns stay in the database; lists never need them.
const {
  searchVector: _searchVector,
  titleVector: _titleVector,
  ingredientTerms: _ingredientTerms,
  ingredientNames: _ingredientNames,
  searchKeywords: _searchKeywords,
  ...listColumns
} = getTableColumns(recipes)

/** What the recipe API needs of one row, seen by one user. */
export interface RecipeListRow {
  recipe: Omit<
    typeof recipes.$inferSelect,
    'searchVector' | 'titleVector' | 'ingredientTerms' | 'ingredientNames' | 'searchKeywords'
  >
  isSaved: boolean
  userRating: number | null
}

/** Who the results are for: what they see, what must never be returned and what ranks lower. */
export interface RecipeAudience {
  userId: number
  /** Allergens of the user and every group member: recipes containing any are never returned. */
  blockedAllergens: readonly string[]
  /** Sensitivities and allergens avoided as a preference: such recipes rank lower. */
  avoidedSensitivities: readonly string[]
  avoidedAllergens: readonly string[]
  /** Who is allergic to what, by display name: named in a recipe's warnings ("Sofia is allergic"). */
  allergicMembers?: ReadonlyArray<{ name: string; allergens: readonly string[] }>
}

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

// Spelled out with qualified names: drizzle leaves columns in a select list unqualified, which a subquery would misread.
export const recipeSelection = (userId: number) => ({
  recipe: listColumns,
  isSaved: sql<boolean>`exists (select 1 from saved_recipes where saved_recipes.user_id = ${userId} and saved_recipes.recipe_id = recipes.id)`,
  userRating: sql<
    number | null
  >`(select recipe_ratings.rating from recipe_ratings where recipe_ratings.recipe_id = recipes.id and recipe_ratings.user_id = ${userId})`,
})

/**
 * Public recipes (catalog, imports), the user's own, and recipes generated for them or for a group they are in
 * now. A generated recipe has no owner, so the public branch must leave it out.
 */
export const isVisibleTo = (userId: number) =>
  or(
    and(isNull(recipes.ownerId), isNull(recipes.generatedForUserId)),
    eq(recipes.ownerId, userId),
    eq(recipes.generatedForUserId, userId),
    inArray(
      recipes.generatedForGroupId,
      sql`(select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${userId})`,
    ),
  )

/** Written (wholly or in part) in a language no allergen lexicon reads, and not yet confirmed by hand. */
export const isAllergenUnchecked = () =>
  sql`(cardinality(${recipes.allergenUncheckedLanguages}) > 0 and ${recipes.manualAllergens} is null)`

// A recipe that often contains an allergen (wheat in miso) is as unsafe as one that certainly does, and one
// nobody could check is held back from anyone with an allergy until someone confirms its allergens.
export const isSafeFor = (audience: RecipeAudience) =>
  audience.blockedAllergens.length === 0
    ? undefined
    : sql`not ((${recipes.allergens} && ${textArray(audience.blockedAllergens)}) or (${recipes.mayContain} && ${textArray(audience.blockedAllergens)}) or ${isAllergenUnchecked()})`

/** True when the recipe holds something the audience would rather avoid; null when they avoid nothing. */
export const avoidanceHit = (audience: RecipeAudience): SQL | null => {
  const parts: SQL[] = []
  if (audience.avoidedSensitivities.length > 0)
    parts.push(sql`${recipes.sensitivities} && ${textArray(audience.avoidedSensitivities)}`)
  if (audience.avoidedAllergens.length > 0)
    parts.push(
      sql`((${recipes.allergens} && ${textArray(audience.avoidedAllergens)}) or (${recipes.mayContain} && ${textArray(audience.avoidedAllergens)}))`,
    )
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` or `)})`
}

export const audienceConditions = (audience: RecipeAudience, foodType?: string) => [
  isVisibleTo(audience.userId),
  isSafeFor(audience),
  foodType ? eq(recipes.foodType, foodType) : undefined,
]

/** How many of the terms the recipe uses. */
export const countMatchedTerms = (terms: readonly string[]) =>
  sql<number>`(${sql.join(
    terms.map((term) => sql`(${recipes.ingredientTerms} @> array[${term}]::text[])::int`),
    sql` + `,
  )})`

/** Total time, or prep plus cook when the recipe gives no total. */
export const recipeTotalMinutes = () =>
  sql`coalesce(${recipes.totalTimeMinutes}, coalesce(${recipes.prepTimeMinutes}, 0) + coalesce(${recipes.cookTimeMinutes}, 0))`
