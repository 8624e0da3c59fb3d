import type { z } from 'zod'
import type { EndpointDefinition } from '@forkcast/contract/endpoint'
import {
  HIDDEN_HEADER,
  HiddenSchema,
  type Hidden,
  type Recipe,
  type RecipeListSchema,
} from '@forkcast/contract/recipes.schemas'
import { readAnswer, urlOf, type EndpointInput } from '@/lib/api-client'

/** A recipe list and what the allergy filter left out of it (null when the server did not say). */
export interface RecipeListResult {
  recipes: Recipe[]
  hidden: Hidden | null
}

/** Search, browse and suggestions: a bare recipe array, with the hidden note in a header. */
type RecipeListEndpoint = EndpointDefinition & {
  readonly responses: { readonly 200: typeof RecipeListSchema }
}

const readHidden = (header: string | null): Hidden | null => {
  if (!header) return null
  try {
    const parsed = HiddenSchema.safeParse(JSON.parse(decodeURIComponent(header)))
    return parsed.success ? parsed.data : null
  } catch {
    // A malformed note only loses the note, never the list.
    return null
  }
}

/** Fetched by hand, not with callEndpoint, because the hidden note travels in a header beside the list. */
export async function fetchRecipeList<E extends RecipeListEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<RecipeListResult> {
  const response = await fetch(urlOf(endpoint, input), { method: endpoint.method, credentials: 'include' })
  const recipes: z.output<typeof RecipeListSchema> = await readAnswer(endpoint.responses[200], response)
  return { recipes, hidden: readHidden(response.headers.get(HIDDEN_HEADER)) }
}
