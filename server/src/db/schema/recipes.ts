import { sql, type SQL } from 'drizzle-orm'
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { familyGroups } from './groups'
import { images } from './images'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const emptyTextArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

export interface RecipeNutrition {
  calories: number
  protein: number
  carbs: number
  fat: number
}

/**
 * Every recipe: the seeded catalog, users' custom and saved copies, imports, bulk uploads and generated ones.
 * Derived columns (ingredient names and terms, allergens, search keywords, content hash) are computed in the app
 * when a row is written (lib/recipe-derivation.ts), so every writer stores them the same way.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key of a catalog recipe ('italian-spaghetti-aglio-e-olio'); null for everything else. */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    foodType: text('food_type').notNull(),
    difficulty: text('difficulty').notNull().default('Easy'),
    prepTimeMinutes: integer('prep_time_minutes'),
    cookTimeMinutes: integer('cook_time_minutes'),
    totalTimeMinutes: integer('total_time_minutes'),
    servings: integer('servings'),
    /** Free-text yield from an imported page ('Makes 24 cookies'). */
    yields: text('yields'),
    ingredients: emptyTextArray('ingredients'),
    instructions: emptyTextArray('instructions'),
    /** One normalized name per ingredient line ('boneless skinless chicken thigh'). */
    ingredientNames: emptyTextArray('ingredient_names'),
    /** Every 1- to 4-word run of the normalized names, for ingredient search ('chicken', 'chicken thigh'). */
    ingredientTerms: emptyTextArray('ingredient_terms'),
    /** Ingredient lines other than staples such as salt, pepper, oil and water: what a cook still needs. */
    keyIngredientCount: integer('key_ingredient_count').notNull().default(0),
    /** Cuisine label, tags and ingredient names: the text full-text search weighs after the title. */
    searchKeywords: text('search_keywords').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, ${recipes.title}), 'A') || setweight(to_tsvector('english'::regconfig, ${recipes.searchKeywords}), 'B') || setweight(to_tsvector('english'::regconfig, ${recipes.description}), 'C')`,
      ),
    /** The title alone: small posting lists, so 'chicken tacos' finds titles without scanning ingredient words. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english'::regconfig, ${recipes.title})`),
    tags: emptyTextArray('tags'),
    notes: text('notes'),
    nutrition: jsonb('nutrition').$type<RecipeNutrition>(),
    seasons: emptyTextArray('seasons'),
    moods: emptyTextArray('moods'),
    costPerServing: doublePrecision('cost_per_serving'),
    /** Canonical allergen ids found in the ingredient lines (contract/allergen-lexicon). */
    allergens: emptyTextArray('allergens'),
    /** Allergens the ingredients often hold (composite foods: wheat in miso); filtered like `allergens`. */
    mayContain: emptyTextArray('may_contain'),
    /** The ALLERGEN_LEXICON_VERSION the allergen columns were derived with; rows with another are redone on boot. */
    allergenLexiconVersion: text('allergen_lexicon_version').notNull().default(''),
    sensitivities: emptyTextArray('sensitivities'),
    /** ISO 639-1 code of the language the recipe is written in (declared by its page, or read from its text); null when unknown. */
    language: text('language'),
    /** Languages of the recipe no allergen lexicon reads: until reviewed, it is never shown to anyone with an allergy. */
    allergenUncheckedLanguages: emptyTextArray('allergen_unchecked_languages'),
    /** Allergens confirmed by hand (empty: 'none of these'); null until reviewed. Kept across re-derivation. */
    manualAllergens: text('manual_allergens').array(),
    allergensReviewedAt: timestamp('allergens_reviewed_at', { withTimezone: true }),
    /** Who imported a public page: with a private recipe's owner, the one person who may review its allergens. */
    importedByUserId: integer('imported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    averageRating: doublePrecision('average_rating'),
    totalRatings: integer('total_ratings').notNull().default(0),
    /** 'catalog' | 'custom' | 'user-saved' | 'imported' | 'bulk' | 'generated' */
    sourceType: text('source_type').notNull(),
    sourceUrl: text('source_url'),
    canonicalUrl: text('canonical_url'),
    siteName: text('site_name'),
    author: text('author'),
    /**
     * Always '/api/images/<image_id>' or null: a trigger (migration 0029) derives it from image_id on every write,
     * so no third-party address is ever stored or answered, whatever a writer passes.
     */
    imageUrl: text('image_url'),
    /** The recipe's photo (uploaded, or fetched once from an imported page); null shows the cuisine illustration. */
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The user a private recipe belongs to; null for the catalog and public imports. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A 'generated' recipe: who asked for it (they see it, it is in nobody's collection); null otherwise. */
    generatedForUserId: integer('generated_for_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The group a generated recipe was asked for: its members see it too. */
    generatedForGroupId: integer('generated_for_group_id').references(() => familyGroups.id, {
      onDelete: 'set null',
    }),
    /** SHA-256 of the stored content, for duplicate detection and for reseeding only what changed. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLs never clash, so only stored canonical URLs are unique; a plain index keeps ON CONFLICT simple.
    uniqueIndex('recipes_canonical_url_idx').on(table.canonicalUrl),
    index('recipes_food_type_idx').on(table.foodType, table.id),
    index('recipes_owner_idx').on(table.ownerId),
    // Deleting a photo checks whether any other recipe still shows it.
    index('recipes_image_idx').on(table.imageId),
    index('recipes_generated_for_user_idx').on(table.generatedForUserId),
    index('recipes_generated_for_group_idx').on(table.generatedForGroupId),
    index('recipes_content_hash_idx').on(table.contentHash),
    index('recipes_search_vector_idx').using('gin', table.searchVector),
    index('recipes_title_vector_idx').using('gin', table.titleVector),
    index('recipes_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('recipes_key_ingredient_count_idx').on(table.keyIngredientCount, table.id),
    index('recipes_rating_idx').on(sql`${table.averageRating} desc nulls last`, table.id),
    index('recipes_ingredient_terms_idx').using('gin', table.ingredientTerms),
    // What the allergy filter hid is counted from the unsafe recipes alone, not from every match of a broad search.
    index('recipes_unsafe_allergens_idx').using('gin', sql`(${table.allergens} || ${table.mayContain})`),
    index('recipes_allergen_unchecked_idx')
      .on(table.id)
      .where(sql`cardinality(${table.allergenUncheckedLanguages}) > 0 and ${table.manualAllergens} is null`),
    check('recipes_difficulty_check', sql`${table.difficulty} in ('Easy', 'Medium', 'Hard')`),
    check(
      'recipes_source_type_check',
      sql`${table.sourceType} in ('catalog', 'custom', 'user-saved', 'imported', 'bulk', 'generated')`,
    ),
    // A generated recipe belongs to nobody's collection and is seen only by whoever asked (and their group).
    check(
      'recipes_generated_audience_check',
      sql`(${table.sourceType} = 'generated') = (${table.generatedForUserId} is not null and ${table.ownerId} is null)`,
    ),
  ],
)

/** A recipe in a user's collection (My Recipes); saving twice keeps one row. */
export const savedRecipes = pgTable(
  'saved_recipes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.recipeId] }),
    index('saved_recipes_recipe_idx').on(table.recipeId),
  ],
)

/** One rating per user per recipe; recipes.average_rating and total_ratings summarize them. */
export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.recipeId, table.userId] }),
    index('recipe_ratings_user_idx').on(table.userId),
    check('recipe_ratings_rating_check', sql`${table.rating} between 1 and 5`),
  ],
)

/** What the recommender showed each user recently, one row per recipe per request (batch). */
export const recipeSuggestionHistory = pgTable(
  'recipe_suggestion_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** The request that showed it; rows of one request share it. */
    batch: integer('batch').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipe_suggestion_history_user_idx').on(table.userId, table.batch)],
)

/**
 * Every word of every recipe title and search keywords, for correcting typos before full-text search
 * ('lasagnia' → 'lasagna'). Filled by statement triggers on recipes (migration 0006), so every writer keeps it.
 */
export const recipeSearchWords = pgTable(
  'recipe_search_words',
  { word: text('word').primaryKey() },
  // GiST: the closest word comes first, so a correction reads a few index pages.
  (table) => [index('recipe_search_words_trgm_idx').using('gist', sql`${table.word} gist_trgm_ops`)],
)

/**
 * A read-only public link to one recipe (decision 039): the token is the secret, so it is random and long.
 * Revoking sets revoked_at; the link then answers 404 like an unknown one.
 */
export const recipeShareLinks = pgTable(
  'recipe_share_links',
  {
    token: text('token').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('recipe_share_links_recipe_idx').on(table.recipeId)],
)
