import { z } from 'zod'
import { ALLERGEN_IDS, SENSITIVITY_IDS } from './allergens'
import { IdSchema, PageQuerySchema, idNumber, paginated, safeString } from './common.schemas'
import { CUISINE_IDS, findCuisine } from './cuisines'
import {
  DEFAULT_DIFFICULTY,
  DEFAULT_GENERATE_COUNT,
  GENERAL_FOOD_TYPE,
  MAX_GENERATE_COUNT,
  MAX_SEARCH_INGREDIENTS,
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  RATING_MAX,
  RATING_MIN,
  RECIPE_DIFFICULTIES,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  RECIPE_MOODS,
  RECIPE_SEASONS,
  RECIPE_SOURCE_TYPES,
  splitIngredientList,
} from './recipes.constants'

export * from './recipes.constants'

const isBlank = (value: unknown) => value === undefined || value === null || value === ''

const lineList = ({ label, max, requiredMessage }: { label: string; max: number; requiredMessage: string }) =>
  z
    .array(
      safeString(label, { error: `Each ${label} must be text` })
        .trim()
        .max(RECIPE_LIMITS.lineMax, `Each ${label} must be at most ${RECIPE_LIMITS.lineMax} characters`),
      { error: requiredMessage },
    )
    .max(max, `A recipe can have at most ${max} ${label}s`)
    // Blank rows left in the form are dropped; what remains must not be empty.
    .transform((lines) => lines.filter((line) => line !== ''))
    .refine((lines) => lines.length > 0, requiredMessage)

const dedupeTags = (tags: string[]) => {
  const seen = new Set<string>()
  return tags.filter((tag) => {
    const key = tag.toLowerCase()
    if (tag === '' || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} cannot be negative`)
    .max(RECIPE_LIMITS.minutesMax, `${label} must be at most ${RECIPE_LIMITS.minutesMax} minutes`)
    .nullable()
    .optional()

export const CuisineIdSchema = z.enum(CUISINE_IDS, {
  error: (issue) =>
    isBlank(issue.input) ? RECIPE_MESSAGES.foodTypeRequired : 'Choose a cuisine from the list',
})

export const DifficultySchema = z.enum(RECIPE_DIFFICULTIES, {
  error: 'Difficulty must be Easy, Medium or Hard',
})

export const RatingValueSchema = z
  .number({ error: RECIPE_MESSAGES.ratingRange })
  .int(RECIPE_MESSAGES.ratingRange)
  .min(RATING_MIN, RECIPE_MESSAGES.ratingRange)
  .max(RATING_MAX, RECIPE_MESSAGES.ratingRange)

const recipeInputShape = {
  title: safeString('Recipe title', { error: RECIPE_MESSAGES.titleRequired })
    .trim()
    .min(1, RECIPE_MESSAGES.titleRequired)
    .max(RECIPE_LIMITS.titleMax, `Recipe title must be at most ${RECIPE_LIMITS.titleMax} characters`),
  description: safeString('Description')
    .trim()
    .max(
      RECIPE_LIMITS.descriptionMax,
      `Description must be at most ${RECIPE_LIMITS.descriptionMax} characters`,
    )
    .default(''),
  foodType: CuisineIdSchema,
  ingredients: lineList({
    label: 'ingredient',
    max: RECIPE_LIMITS.ingredientsMax,
    requiredMessage: RECIPE_MESSAGES.ingredientRequired,
  }),
  instructions: lineList({
    label: 'instruction',
    max: RECIPE_LIMITS.instructionsMax,
    requiredMessage: RECIPE_MESSAGES.instructionRequired,
  }),
  prepTimeMinutes: minutes('Prep time'),
  cookTimeMinutes: minutes('Cook time'),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(RECIPE_LIMITS.servingsMax, `Servings must be at most ${RECIPE_LIMITS.servingsMax}`)
    .nullable()
    .optional(),
  difficulty: DifficultySchema.default(DEFAULT_DIFFICULTY),
  tags: z
    .array(
      safeString('Tag', { error: 'Each tag must be text' })
        .trim()
        .max(RECIPE_LIMITS.tagMax, `Each tag must be at most ${RECIPE_LIMITS.tagMax} characters`),
    )
    .max(RECIPE_LIMITS.tagsMax, `A recipe can have at most ${RECIPE_LIMITS.tagsMax} tags`)
    .default([])
    .transform(dedupeTags),
  notes: safeString('Notes')
    .trim()
    .max(RECIPE_LIMITS.notesMax, `Notes must be at most ${RECIPE_LIMITS.notesMax} characters`)
    .nullable()
    .optional(),
  /** The language the recipe is written in, when the person knows it; otherwise it is read from the text. */
  language: safeString('Language')
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'Language must be a two-letter language code such as it or tr')
    .nullable()
    .optional(),
}

/** The recipe form (spec 3, 5): create and edit send the same body. `rating` is the author's own, if given. */
export const RecipeInputSchema = z.object({ ...recipeInputShape, rating: RatingValueSchema.optional() })
export type RecipeInput = z.output<typeof RecipeInputSchema>
export type RecipeFormInput = z.input<typeof RecipeInputSchema>

const typedNumber = z.string().transform((text) => (text.trim() === '' ? null : Number(text.trim())))

/**
 * The recipe form's fields as typed (numbers as text, '' for none), checked by RecipeInputSchema with each
 * issue on its field, and sent as typed: the server parses the body with RecipeInputSchema itself.
 */
export const RecipeFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    foodType: z.string(),
    difficulty: DifficultySchema,
    prepTimeMinutes: typedNumber,
    cookTimeMinutes: typedNumber,
    servings: typedNumber,
    ingredients: z.array(z.string()),
    instructions: z.array(z.string()),
    tags: z.array(z.string()),
    notes: z.string().transform((text) => (text.trim() === '' ? null : text)),
    /** A two-letter code, or '' to have the language read from the recipe's text. */
    language: z.string().transform((text) => (text === '' ? null : text)),
  })
  .transform((input, context): RecipeFormInput => {
    const checked = RecipeInputSchema.safeParse(input)
    if (checked.success) return { ...input, foodType: checked.data.foodType }
    // A row's issue ('ingredients.2') is said beside its list.
    for (const issue of checked.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message })
    }
    return z.NEVER
  })
export type RecipeFormValues = z.input<typeof RecipeFormSchema>

export const NutritionSchema = z.object({
  calories: z.number().min(0),
  protein: z.number().min(0),
  carbs: z.number().min(0),
  fat: z.number().min(0),
})
export type Nutrition = z.infer<typeof NutritionSchema>

/** One recipe in server/src/features/recipes/catalog/<cuisine>.json: the form's rules plus catalog facts. */
export const CatalogRecipeSchema = z.strictObject({
  ...recipeInputShape,
  slug: safeString('slug')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens')
    .max(120),
  prepTimeMinutes: z.number().int().min(0).max(RECIPE_LIMITS.minutesMax),
  cookTimeMinutes: z.number().int().min(0).max(RECIPE_LIMITS.minutesMax),
  servings: z.number().int().min(1).max(RECIPE_LIMITS.servingsMax),
  nutrition: NutritionSchema,
  seasons: z.array(z.enum(RECIPE_SEASONS)).min(1),
  moods: z.array(z.enum(RECIPE_MOODS)).min(1),
  costPerServing: z.number().positive().max(1000),
})
export type CatalogRecipe = z.output<typeof CatalogRecipeSchema>

export const AllergenIdSchema = z.enum(ALLERGEN_IDS)
export const SensitivityIdSchema = z.enum(SENSITIVITY_IDS)

/**
 * What in a recipe the caller (and the current group) must or would rather avoid. `allergens` are
 * safety-critical, whether the recipe contains or often contains them; `sensitivities` holds sensitivity ids and allergens someone avoids as a preference.
 */
export const RecipeWarningsSchema = z.object({
  allergens: z.array(AllergenIdSchema),
  sensitivities: z.array(z.union([SensitivityIdSchema, AllergenIdSchema])),
  /** Whose allergies the warning is for, each with the allergens of theirs this recipe holds ("Sofia"). */
  members: z.array(z.object({ name: z.string(), allergens: z.array(AllergenIdSchema) })),
})
export type RecipeWarnings = z.infer<typeof RecipeWarningsSchema>

/** Why a recipe holds an allergen its lines do not name: the composite food and the lexicon's note. */
export const AllergenReasonSchema = z.object({
  allergen: AllergenIdSchema,
  level: z.enum(['contains', 'often']),
  food: z.string(),
  note: z.string(),
})
export type AllergenReason = z.infer<typeof AllergenReasonSchema>

/**
 * Whether the allergen lexicon could read the recipe: 'checked'; 'not-checked' (written, wholly or in part, in
 * a language no lexicon reads, so it is held back from everyone with an allergy); or 'confirmed' by hand.
 */
export const AllergenCheckSchema = z.object({
  status: z.enum(['checked', 'not-checked', 'confirmed']),
  /** The languages no lexicon reads, by name for people ('Turkish'). */
  uncheckedLanguages: z.array(z.object({ code: z.string(), name: z.string() })),
  /** What the reviewer confirmed it contains (empty: none of the listed allergens); null until reviewed. */
  confirmedAllergens: z.array(AllergenIdSchema).nullable(),
  reviewedAt: z.string().nullable(),
  /** The caller may confirm the allergens: the recipe's owner, or whoever imported its page. */
  canReview: z.boolean(),
})
export type AllergenCheck = z.infer<typeof AllergenCheckSchema>

/** An allergen review: the allergens the recipe contains, chosen by hand; an empty list confirms none of them. */
export const AllergenReviewBodySchema = z.object({
  allergens: z
    .array(AllergenIdSchema, { error: 'Choose the allergens the recipe contains, or none of them' })
    .transform((ids) => [...new Set(ids)]),
})
export type AllergenReviewBody = z.infer<typeof AllergenReviewBodySchema>

export const RecipeSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  foodType: z.string(),
  /** The cuisine's display label, e.g. 'Middle Eastern'. */
  cuisine: z.string(),
  difficulty: DifficultySchema,
  prepTimeMinutes: z.number().int().nullable(),
  cookTimeMinutes: z.number().int().nullable(),
  totalTimeMinutes: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  yields: z.string().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  nutrition: NutritionSchema.nullable(),
  seasons: z.array(z.string()),
  moods: z.array(z.string()),
  costPerServing: z.number().nullable(),
  /** The recipe's photo on our own origin ('/api/images/<id>', see images.schemas), or null: never a third-party address. */
  imageUrl: z.string().nullable(),
  sourceType: z.enum(RECIPE_SOURCE_TYPES),
  sourceUrl: z.string().nullable(),
  siteName: z.string().nullable(),
  author: z.string().nullable(),
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
  allergens: z.array(AllergenIdSchema),
  /** Allergens the ingredients often hold (wheat in miso): a member allergic to one never gets the recipe. */
  mayContain: z.array(AllergenIdSchema),
  allergenReasons: z.array(AllergenReasonSchema),
  sensitivities: z.array(SensitivityIdSchema),
  warnings: RecipeWarningsSchema,
  isOwner: z.boolean(),
  isSaved: z.boolean(),
  userRating: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** On suggestion lists: how the recipe fits the cook ('25 min · uses 3 of your ingredients'). */
  matchReason: z.string().optional(),
  /** ISO 639-1 code of the language the recipe is written in; null when unknown. */
  language: z.string().nullable().optional(),
  allergenCheck: AllergenCheckSchema.optional(),
})
export type Recipe = z.infer<typeof RecipeSchema>

export const RecipeListSchema = z.array(RecipeSchema)

/**
 * What the allergy filter left out of a list: recipes that matched the request but contain (or may contain)
 * an allergen of the caller or a group member. members are display names, never emails.
 */
export const HiddenSchema = z.object({
  /** Exact up to HIDDEN_COUNT_LIMIT; past it the count stops there and `more` is true. */
  count: z.number().int().nonnegative(),
  /** More recipes than `count` were hidden: counting every one of a big collection costs a scan of it. */
  more: z.boolean().optional(),
  allergens: z.array(AllergenIdSchema),
  members: z.array(z.string()),
  /** Whose allergies the list respected: a decision's group, the household (the default) or the caller alone. */
  scope: z.enum(['group', 'household', 'me']).optional(),
})
export type Hidden = z.infer<typeof HiddenSchema>

/** Hidden recipes are counted exactly up to this many; a note past it says "More than 100". */
export const HIDDEN_COUNT_LIMIT = 100

/** Who in the group (or the caller alone) is allergic to what: display names only, never emails. */
export const GroupAllergiesSchema = z.object({
  members: z.array(z.object({ name: z.string(), allergens: z.array(AllergenIdSchema) })),
})
export type GroupAllergies = z.infer<typeof GroupAllergiesSchema>

/** Recipe lists that are bare arrays (search, browse, suggestions) carry Hidden here, URI-encoded JSON. */
export const HIDDEN_HEADER = 'x-hidden-recipes'

const GroupIdQuerySchema = idNumber('groupId', { min: 0 }).optional()

export const RecipeIdParamsSchema = z.object({ id: IdSchema })

export const FoodTypeParamsSchema = z.object({
  foodType: z.enum(CUISINE_IDS, { error: 'foodType must be a known cuisine id such as italian' }),
})

export const GenerateParamsSchema = z.object({
  foodType: z.enum([...CUISINE_IDS, GENERAL_FOOD_TYPE], {
    error: 'foodType must be a known cuisine id or general',
  }),
})

const IngredientListQuerySchema = safeString('ingredients')
  .max(MAX_SEARCH_LENGTH * 4, 'ingredients is too long')
  .transform(splitIngredientList)
  .refine((names) => names.length <= MAX_SEARCH_INGREDIENTS, `At most ${MAX_SEARCH_INGREDIENTS} ingredients`)

export const BrowseQuerySchema = z.object({
  groupId: GroupIdQuerySchema,
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(50),
  offset: z.coerce.number().int().min(0, 'offset cannot be negative').max(10_000).default(0),
  // The Browse gallery's filters: total time at most, one difficulty, and whether unsafe recipes stay out.
  maxMinutes: z.coerce
    .number()
    .int()
    .min(1, 'maxMinutes must be 1 to 1440')
    .max(1440, 'maxMinutes must be 1 to 1440')
    .optional(),
  difficulty: z
    .enum(RECIPE_DIFFICULTIES, { error: `difficulty must be one of ${RECIPE_DIFFICULTIES.join(', ')}` })
    .optional(),
  safe: z
    .enum(['true', 'false'], { error: 'safe must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
})
export type BrowseQuery = z.output<typeof BrowseQuerySchema>

const countMessage = `count must be a whole number from 1 to ${MAX_GENERATE_COUNT}`
export const GenerateQuerySchema = z.object({
  count: z.coerce
    .number({ error: countMessage })
    .int(countMessage)
    .min(1, countMessage)
    .max(MAX_GENERATE_COUNT, countMessage)
    .default(DEFAULT_GENERATE_COUNT),
  ingredients: IngredientListQuerySchema.optional(),
  groupId: GroupIdQuerySchema,
})
export type GenerateQuery = z.output<typeof GenerateQuerySchema>

const CuisineQuerySchema = safeString('cuisine')
  .trim()
  .max(60)
  .transform((text, context) => {
    if (text === '') return undefined
    const cuisine = findCuisine(text)
    if (!cuisine) {
      context.addIssue({ code: 'custom', message: 'cuisine must be a known cuisine id or name' })
      return z.NEVER
    }
    return cuisine.id
  })

export const SearchQuerySchema = z
  .object({
    q: safeString('q')
      .trim()
      .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
      .optional(),
    ingredients: safeString('ingredients')
      .trim()
      .max(MAX_SEARCH_LENGTH * 4, 'ingredients is too long')
      .optional(),
    cuisine: CuisineQuerySchema.optional(),
    groupId: GroupIdQuerySchema,
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be 1 to 100')
      .max(100, 'limit must be 1 to 100')
      .default(30),
  })
  .superRefine((query, context) => {
    const field = query.q ? 'q' : query.ingredients ? 'ingredients' : 'q'
    const text = query[field] ?? ''
    if (text.replaceAll(',', ' ').trim().length < MIN_SEARCH_LENGTH) {
      context.addIssue({ code: 'custom', path: [field], message: RECIPE_MESSAGES.searchTooShort })
    }
  })
export type SearchQuery = z.output<typeof SearchQuerySchema>

/** How a recipe came into a collection, as the collection filter names it. */
export const COLLECTION_SOURCES = ['custom', 'imported', 'bulk', 'saved'] as const
export type CollectionSource = (typeof COLLECTION_SOURCES)[number]

/** GET /api/user/recipes: one page of the caller's collection, optionally searched and filtered. */
export const CollectionQuerySchema = PageQuerySchema.extend({
  groupId: GroupIdQuerySchema,
  q: safeString('q')
    .trim()
    .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  cuisine: CuisineQuerySchema.optional(),
  source: z
    .enum(COLLECTION_SOURCES, { error: `source must be one of ${COLLECTION_SOURCES.join(', ')}` })
    .optional(),
  difficulty: z
    .enum(RECIPE_DIFFICULTIES, { error: `difficulty must be one of ${RECIPE_DIFFICULTIES.join(', ')}` })
    .optional(),
})
export type CollectionQuery = z.output<typeof CollectionQuerySchema>

export const RecipePageSchema = paginated(RecipeSchema)
export type RecipePage = z.output<typeof RecipePageSchema>

export const RatingBodySchema = z.object({ rating: RatingValueSchema })
export const RatingResultSchema = z.object({
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
  userRating: z.number().int(),
})
export type RatingResult = z.infer<typeof RatingResultSchema>

/**
 * Saving into the caller's collection: a stored recipe by `recipeId` (or the whole recipe object with its `id`),
 * or, with no id, a recipe body stored as the caller's own 'user-saved' copy.
 */
export const SaveRecipeBodySchema = z.looseObject({
  recipeId: IdSchema.optional(),
  id: IdSchema.optional(),
})
export const SaveByIdSchema = z.object({ recipeId: IdSchema })

export const SaveRecipeResultSchema = z.object({ success: z.literal(true), recipe: RecipeSchema })
export type SaveRecipeResult = z.infer<typeof SaveRecipeResultSchema>

/** Recipe import (spec 7): how much of each kind of source one request may carry. */
export const IMPORT_LIMITS = { urlMax: 2000, htmlMax: 5 * 1024 * 1024, textMax: 200_000 } as const

export const IMPORT_MESSAGES = {
  urlRequired: 'Please enter a valid recipe URL to import.',
  pasteRequired: 'Paste the page source or the recipe text first.',
} as const

const hasText = (value: string | undefined) => value !== undefined && value.trim() !== ''

/**
 * One source per import: `url` (the page is fetched), `html` (pasted page source, with its `url` if known)
 * or `text` (pasted recipe text).
 */
export const ImportRecipeRequestSchema = z
  .object({
    url: safeString('url')
      .trim()
      .max(IMPORT_LIMITS.urlMax, `url must be at most ${IMPORT_LIMITS.urlMax} characters`)
      .optional(),
    html: safeString('html')
      .max(IMPORT_LIMITS.htmlMax, 'The pasted page is too large (at most 5 MB)')
      .optional(),
    text: safeString('text')
      .max(IMPORT_LIMITS.textMax, `The pasted text is too long (at most ${IMPORT_LIMITS.textMax} characters)`)
      .optional(),
  })
  .superRefine((body, context) => {
    if (hasText(body.html) && hasText(body.text)) {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Send the page source or the recipe text, not both',
      })
    } else if (hasText(body.text) && hasText(body.url)) {
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'Send the recipe URL or the recipe text, not both',
      })
    } else if (!hasText(body.url) && !hasText(body.html) && !hasText(body.text)) {
      context.addIssue({ code: 'custom', path: ['url'], message: IMPORT_MESSAGES.urlRequired })
    }
  })
export type ImportRecipeRequest = z.output<typeof ImportRecipeRequestSchema>

/** The paste form's one box; the page sends it as `html` or `text`, whose sizes the request schema checks. */
export const PasteImportFormSchema = z.object({
  pasted: safeString('The pasted text').refine(hasText, IMPORT_MESSAGES.pasteRequired),
})

/** Where on the page the recipe was found. */
export const RECIPE_IMPORT_SOURCES = ['json-ld', 'microdata', 'app-state', 'visible-page', 'text'] as const

/** Spec 3 'Import response', plus the stored recipe and the parser's one-sentence summary. */
export const ImportRecipeResultSchema = z.object({
  title: z.string(),
  parsedData: z.object({
    ingredientsCount: z.number().int(),
    instructionsCount: z.number().int(),
    hasNutrition: z.boolean(),
    tagsCount: z.number().int(),
  }),
  recipe: RecipeSchema,
  summary: z.string(),
  /** Null when the address was already in the recipe database and nothing was fetched. */
  source: z.enum(RECIPE_IMPORT_SOURCES).nullable(),
  alreadyImported: z.boolean(),
})
export type ImportRecipeResult = z.infer<typeof ImportRecipeResultSchema>

/** Bulk upload (spec 3); the CSV columns and how a file is read are in bulk-csv.ts. */
export const BULK_FILE_TYPES = ['csv', 'json'] as const
export type BulkFileType = (typeof BULK_FILE_TYPES)[number]

export const BULK_UPLOAD_LIMITS = {
  /** Largest file (the `content` text), in bytes. */
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  /** Row errors listed in one answer; `totalErrors` counts them all. */
  reportedErrors: 1000,
} as const

export const BULK_MESSAGES = {
  noContent: 'Please upload a file or paste content',
  unsupportedFile: 'Please upload a CSV or JSON file',
} as const

export const BulkUploadRequestSchema = z.object({
  content: safeString('content', { error: BULK_MESSAGES.noContent }).refine(
    (content) => content.trim() !== '',
    BULK_MESSAGES.noContent,
  ),
  fileType: z.enum(BULK_FILE_TYPES, { error: 'fileType must be csv or json' }),
  validateOnly: z.boolean({ error: 'validateOnly must be true or false' }).default(false),
})
export type BulkUploadRequest = z.input<typeof BulkUploadRequestSchema>

/** One problem with one recipe: `row` is the recipe's 1-based position, not counting the CSV header line. */
export const BulkRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
})
export type BulkRowError = z.infer<typeof BulkRowErrorSchema>

/** Spec 3 'Bulk result'; with validateOnly, `success` counts the recipes that would be stored. */
export const BulkUploadResultSchema = z.object({
  success: z.number().int(),
  failed: z.number().int(),
  duplicates: z.number().int(),
  /** Milliseconds the server spent on the upload. */
  processingTime: z.number(),
  errors: z.array(BulkRowErrorSchema),
  totalErrors: z.number().int(),
  totalRows: z.number().int(),
  validateOnly: z.boolean(),
  message: z.string(),
})
export type BulkUploadResult = z.infer<typeof BulkUploadResultSchema>
