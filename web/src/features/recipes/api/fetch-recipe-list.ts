import { HIDDEN_HEADER, HiddenSchema, type Hidden, type Recipe } from '@forkcast/contract/recipes.schemas'
import { ApiError } from '@/lib/api-client'

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

const readErrorBody = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && 'message' in value && 'code' in value)
      return value as ConstructorParameters<typeof ApiError>[2]
  } catch {
    // Not JSON: keep the text only.
  }
  return null
}

/** Search, browse and suggestions answer a bare array; the hidden note travels in a header beside it. */
export async function fetchRecipeList(method: 'GET' | 'POST', url: string): Promise<RecipeListResult> {
  const response = await fetch(url, { method, credentials: 'include' })
  const text = await response.text()
  if (!response.ok) {
    const bodyText = text || response.statusText
    throw new ApiError(response.status, bodyText, readErrorBody(bodyText))
  }
  return { recipes: JSON.parse(text) as Recipe[], hidden: readHidden(response.headers.get(HIDDEN_HEADER)) }
}
