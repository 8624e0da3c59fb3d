import { RECIPE_LIMITS } from '@forkcast/contract/recipes.constants'
import { parseRecipePage } from './parser/parse-recipe-page'
import { parseRecipeText } from './parser/plain-text'
import type { IngredientSection, ParsedRecipePage } from './parser/types'

/** A page (fetched or pasted source) or pasted text to read into a recipe. */
export type ParseTask = { kind: 'html'; html: string; pageUrl?: string } | { kind: 'text'; text: string }

/** What the import keeps of a page, with how many lines the page had before they were cut to the form's limits. */
export interface ParseAnswer {
  page: ParsedRecipePage
  ingredientCount: number
  instructionCount: number
}

const cutSections = (sections: readonly IngredientSection[], max: number): IngredientSection[] => {
  let room = max
  const kept: IngredientSection[] = []
  for (const section of sections) {
    if (room <= 0) break
    kept.push({ title: section.title, items: section.items.slice(0, room) })
    room -= section.items.length
  }
  return kept
}

/**
 * Only what the recipe form can hold crosses back to the request thread: a page of 100,000 ingredient lines
 * would otherwise cost that thread tens of milliseconds to receive.
 */
const keepWhatFits = (page: ParsedRecipePage): ParseAnswer => {
  const { recipe } = page
  if (recipe === null) return { page, ingredientCount: 0, instructionCount: 0 }
  return {
    page: {
      ...page,
      recipe: {
        ...recipe,
        ingredients: recipe.ingredients.slice(0, RECIPE_LIMITS.ingredientsMax),
        ingredientSections: cutSections(recipe.ingredientSections, RECIPE_LIMITS.ingredientsMax),
        instructions: recipe.instructions.slice(0, RECIPE_LIMITS.instructionsMax),
      },
    },
    ingredientCount: recipe.ingredients.length,
    instructionCount: recipe.instructions.length,
  }
}

/**
 * Runs in a worker thread: a 5 MB page takes a second or more to read, and the server's loop must not wait.
 * The parser never throws, so the answer is always a page summary.
 */
export default function parsePageInWorker(task: ParseTask): ParseAnswer {
  return keepWhatFits(
    task.kind === 'html' ? parseRecipePage(task.html, task.pageUrl) : parseRecipeText(task.text),
  )
}
