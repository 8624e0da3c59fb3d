import { countOf } from '@forkcast/contract/words'
import { inEnglish, sayWith, type Translate } from '../../../lib/translate'
import type { MissingRecipePart, ParsedRecipe, ParsedRecipePage, RecipeSourceKind } from './types'

const WHERE: Record<RecipeSourceKind, string> = {
  'json-ld': 'in structured data',
  microdata: 'in structured data',
  'app-state': 'in the page data',
  'visible-page': 'on the page',
  text: 'in the pasted text',
}

const MAX_TITLE_IN_SUMMARY = 60

const shortTitle = (title: string): string =>
  title.length > MAX_TITLE_IN_SUMMARY ? `${title.slice(0, MAX_TITLE_IN_SUMMARY - 1).trimEnd()}…` : title

const listMissingParts = (recipe: ParsedRecipe | null): MissingRecipePart[] => {
  if (recipe === null) return ['title', 'ingredients', 'instructions']
  const missing: MissingRecipePart[] = []
  if (recipe.title === null) missing.push('title')
  if (recipe.ingredients.length === 0) missing.push('ingredients')
  if (recipe.instructions.length === 0) missing.push('instructions')
  return missing
}

/**
 * One sentence that says what was found and, when something is missing, what the person can do next, in the
 * reader's language (the parser writes English; the import answer says it again through `translate`).
 */
export const summarizeRecipe = (
  recipe: ParsedRecipe | null,
  source: RecipeSourceKind | null,
  translate: Translate = inEnglish,
): string => {
  if (recipe === null || source === null) {
    return translate(
      source === 'text'
        ? 'No recipe found in that text. Put the ingredients under "Ingredients" and the steps under "Method", then try again.'
        : 'No recipe found on that page. Paste the recipe text instead.',
    )
  }
  const where = translate(WHERE[source])
  const ingredients = recipe.ingredients.length
  const steps = recipe.instructions.length
  if (ingredients > 0 && steps > 0) {
    const counts = `${translate(countOf(ingredients, 'ingredient'))}, ${translate(countOf(steps, 'step'))}`
    return recipe.title === null
      ? sayWith(
          translate,
          'Found the recipe ({{counts}}) {{where}}, but no title. Give it a name before saving.',
          {
            counts,
            where,
          },
        )
      : sayWith(translate, 'Found the recipe ("{{title}}", {{counts}}) {{where}}.', {
          title: shortTitle(recipe.title),
          counts,
          where,
        })
  }
  if (ingredients > 0)
    return translate('Found the ingredients but no steps. Add the steps yourself or paste them in.')
  if (steps > 0)
    return translate('Found the steps but no ingredients. Add the ingredients yourself or paste them in.')
  return recipe.title === null
    ? translate('Found a recipe without ingredients or steps. Paste the recipe text instead.')
    : sayWith(translate, 'Found "{{title}}" but no ingredients or steps. Paste the recipe text instead.', {
        title: shortTitle(recipe.title),
      })
}

export const finalizeRecipePage = (
  recipe: ParsedRecipe | null,
  source: RecipeSourceKind | null,
): ParsedRecipePage => {
  const kept = recipe === null || source === null ? null : recipe
  const keptSource = kept === null ? null : source
  return {
    recipe: kept,
    source: keptSource,
    missing: listMissingParts(kept),
    summary: summarizeRecipe(kept, keptSource ?? source),
  }
}
