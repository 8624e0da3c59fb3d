import {
  HIDDEN_HEADER,
  HiddenSchema,
  RecipeListSchema,
  type Hidden,
  type Recipe,
} from '@forkcast/contract/recipes.schemas'
import { ApiError, parseAnswer, parseErrorBody } from '@/lib/api-client'

/** A recipe list and what the allergy filter left out of it (null when the server did not say). */
export interface RecipeListResult {
  recipes: Recipe[]
  hidden: Hidden | null
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

/** Search, browse and suggestions answer a bare array; the hidden note travels in a header beside it. */
export async function fetchRecipeList(method: 'GET' | 'POST', url: string): Promise<RecipeListResult> {
  const response = await fetch(url, { method, credentials: 'include' })
  const text = await response.text()
  if (!response.ok) {
    const bodyText = text || response.statusText
    throw new ApiError(response.status, bodyText, parseErrorBody(bodyText))
  }
  return {
    recipes: parseAnswer(RecipeListSchema, response.status, text),
    hidden: readHidden(response.headers.get(HIDDEN_HEADER)),
  }
}
