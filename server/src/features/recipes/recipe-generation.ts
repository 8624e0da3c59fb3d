import { z } from 'zod'
import { ALLERGENS, type AllergenId } from '@forkcast/contract/allergens'
import { CUISINE_IDS, findCuisine } from '@forkcast/contract/cuisines'
import { RecipeInputSchema } from '@forkcast/contract/recipes.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import type { LlmClient } from '../../providers/llm/chat-completions'
import { prepareRecipeRow, type NewRecipeRow } from '../../lib/recipe-derivation'

/** What the model is asked for, and what every recipe it writes is checked against. */
export interface GenerationRequest {
  /** A cuisine id, or undefined for any cuisine. */
  foodType?: string
  count: number
  ingredients: readonly string[]
  /** Allergens of the caller and every group member: a recipe holding one (even 'often') is dropped. */
  blockedAllergens: readonly AllergenId[]
  /** Cuisines a member excluded: generated recipes in them are dropped. */
  excludedFoodTypes: readonly string[]
  skill: CookingSkillLevel
  preferredMinutes: number
  /** Who asked, and the group they asked for (0 or undefined: alone). */
  userId: number
  groupId?: number
}

/** The model's recipes that passed every check, ready to store, and why the others were dropped. */
export interface GenerationResult {
  rows: NewRecipeRow[]
  dropped: string[]
  /** Why the model's answer could not be used at all (slow, down, malformed); null when it could. */
  error: string | null
}

const AnswerSchema = z.union([
  z.object({ recipes: z.array(z.unknown()) }),
  z.array(z.unknown()).transform((recipes) => ({ recipes })),
])

const ALLERGEN_LABELS = new Map(ALLERGENS.map((entry) => [entry.id, entry.label.toLowerCase()]))

const RECIPE_FORMAT =
  '{"recipes":[{"title":"…","description":"one or two sentences","foodType":"<cuisine id>",' +
  '"ingredients":["200 g spaghetti","2 cloves garlic, sliced"],"instructions":["…","…"],' +
  '"prepTimeMinutes":10,"cookTimeMinutes":15,"servings":4,"difficulty":"Easy|Medium|Hard","tags":["…"]}]}'

/** The chat messages: everything the model must respect is stated, and checked again on the answer. */
function buildGenerationMessages(request: GenerationRequest) {
  const allowedCuisines = request.foodType
    ? [request.foodType]
    : CUISINE_IDS.filter((id) => !request.excludedFoodTypes.includes(id))
  const avoid = request.blockedAllergens.map((id) => ALLERGEN_LABELS.get(id) ?? id)
  const facts = [
    `Write ${request.count} new, different home-cooking recipes.`,
    `foodType must be one of: ${allowedCuisines.join(', ')}.`,
    avoid.length > 0
      ? `Someone eating is allergic to: ${avoid.join(', ')}. Use none of these, nor any sauce, paste or product made with them.`
      : '',
    request.ingredients.length > 0
      ? `Use some of these ingredients on hand: ${request.ingredients.join(', ')}.`
      : '',
    `The cook is ${request.skill} and usually has ${request.preferredMinutes} minutes.`,
    'One ingredient per line with its quantity; one step per instruction.',
  ]
  return [
    {
      role: 'system' as const,
      content: `You write recipes for a family meal app. Answer JSON only, in this shape: ${RECIPE_FORMAT}`,
    },
    { role: 'user' as const, content: facts.filter(Boolean).join('\n') },
  ]
}

// Some servers wrap JSON in a Markdown fence even when asked for a JSON object.
const unfence = (text: string) =>
  text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')

// Models often write the cuisine's name ('Italian') where the form wants its id ('italian').
const withCuisineId = (value: unknown) => {
  if (typeof value !== 'object' || value === null || !('foodType' in value)) return value
  const foodType = typeof value.foodType === 'string' ? findCuisine(value.foodType)?.id : undefined
  return foodType ? { ...value, foodType } : value
}

const titleOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string'
    ? value.title.slice(0, 80)
    : 'untitled'

/**
 * Checks the model's recipes one by one: the recipe form's schema, the asked cuisine (and none a member
 * excluded), and the allergen lexicon on the stored derivation. Unsafe recipes are dropped, never kept.
 */
function screenGeneratedRecipes(candidates: readonly unknown[], request: GenerationRequest) {
  const rows: NewRecipeRow[] = []
  const dropped: string[] = []
  const hashes = new Set<string>()
  for (const candidate of candidates.slice(0, request.count * 2)) {
    if (rows.length === request.count) break
    const parsed = RecipeInputSchema.safeParse(withCuisineId(candidate))
    if (!parsed.success) {
      dropped.push(`${titleOf(candidate)}: not a valid recipe`)
      continue
    }
    // A rating is the author's own; the model is not a person who cooked it.
    const { rating: _rating, ...input } = parsed.data
    const { foodType } = input
    if ((request.foodType && foodType !== request.foodType) || request.excludedFoodTypes.includes(foodType)) {
      dropped.push(`${input.title}: cuisine ${foodType} was not asked for`)
      continue
    }
    const row = prepareRecipeRow({
      ...input,
      sourceType: 'generated',
      ownerId: null,
      generatedForUserId: request.userId,
      generatedForGroupId: request.groupId ? request.groupId : null,
    })
    const unsafe = request.blockedAllergens.filter(
      (id) => row.allergens?.includes(id) || row.mayContain?.includes(id),
    )
    if (unsafe.length > 0) {
      dropped.push(`${input.title}: holds ${unsafe.join(', ')}`)
      continue
    }
    if (hashes.has(row.contentHash)) continue
    hashes.add(row.contentHash)
    rows.push(row)
  }
  return { rows, dropped }
}

/** Asks the model for new recipes and keeps only the safe, valid ones. Never throws: failures come back as `error`. */
export async function generateRecipesWithModel(
  llm: LlmClient,
  request: GenerationRequest,
): Promise<GenerationResult> {
  let answer: string
  try {
    answer = await llm.complete(buildGenerationMessages(request))
  } catch (error) {
    return {
      rows: [],
      dropped: [],
      error: error instanceof Error ? error.message : 'The language model failed',
    }
  }
  let json: unknown
  try {
    json = JSON.parse(unfence(answer))
  } catch {
    return { rows: [], dropped: [], error: 'The language model answered text that is not JSON' }
  }
  const parsed = AnswerSchema.safeParse(json)
  if (!parsed.success)
    return { rows: [], dropped: [], error: 'The language model answered JSON without a recipes list' }
  const { rows, dropped } = screenGeneratedRecipes(parsed.data.recipes, request)
  return {
    rows,
    dropped,
    error: rows.length === 0 ? 'Every recipe the language model wrote was dropped' : null,
  }
}
