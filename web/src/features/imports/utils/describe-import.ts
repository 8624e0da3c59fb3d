import type { ImportRecipeResult } from '@forkcast/contract/recipes.schemas'
import { countOf } from '@forkcast/contract/words'

/** The 'Recipe Imported!' toast's description: what was found. */
export const describeImport = ({ title, parsedData, alreadyImported }: ImportRecipeResult) => {
  if (alreadyImported) return `"${title}" was already imported; it is in your recipes.`
  const found = [
    countOf(parsedData.ingredientsCount, 'ingredient'),
    countOf(parsedData.instructionsCount, 'step'),
    parsedData.hasNutrition ? 'nutrition facts' : null,
    parsedData.tagsCount > 0 ? countOf(parsedData.tagsCount, 'tag') : null,
  ].filter((part) => part !== null)
  return `"${title}": ${found.join(', ')}.`
}

/** Pasted page source (rather than recipe text): it has the tags every page has. */
export const isPageSource = (pasted: string) =>
  /<\s*(?:!doctype|html|head|body|script|div|article|main)\b/i.test(pasted)
