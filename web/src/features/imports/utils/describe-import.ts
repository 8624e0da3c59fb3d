import type { TFunction } from 'i18next'
import type { ImportRecipeResult } from '@forkcast/contract/recipes.schemas'

/** The 'Recipe Imported!' toast's description: what was found. */
export const describeImport = (
  { title, parsedData, alreadyImported }: ImportRecipeResult,
  t: TFunction<'imports'>,
) => {
  if (alreadyImported) return t('describeImport.alreadyImported', { title })
  const found = [
    t('counts.ingredient', { count: parsedData.ingredientsCount }),
    t('counts.step', { count: parsedData.instructionsCount }),
    parsedData.hasNutrition ? t('describeImport.nutritionFacts') : null,
    parsedData.tagsCount > 0 ? t('counts.tag', { count: parsedData.tagsCount }) : null,
  ].filter((part) => part !== null)
  return t('describeImport.found', { title, found: found.join(', ') })
}

/** Pasted page source (rather than recipe text): it has the tags every page has. */
export const isPageSource = (pasted: string) =>
  /<\s*(?:!doctype|html|head|body|script|div|article|main)\b/i.test(pasted)
