import { cleanIngredientLine, cleanInstructionLine, cleanText } from './clean-text'
import {
  groupIngredientEntries,
  isIngredientHeader,
  toHeaderTitle,
  type IngredientEntry,
} from './ingredient-sections'
import { isRecipeFactLine, readNutritionFacts, readRecipeFacts } from './recipe-facts'
import { classifySectionLabel, readLabelGroupTitle } from './section-labels'
import { finalizeRecipePage } from './summarize'
import { createEmptyRecipe, type ParsedRecipePage } from './types'

type TextMode = 'intro' | 'ingredients' | 'instructions' | 'other'

const MAX_TEXT_LENGTH = 200_000
const MAX_INGREDIENT_LENGTH = 80
const STEP_MARKER = /^(?:step\s*\d{1,3}\b|\d{1,3}\s*[.):](?!\d)|[-–—•*·▪◦‣●])/i
const NUMBERED_STEP = /^(?:step\s*\d{1,3}\b|\d{1,3}\s*[.):](?!\d))/i
const BULLET = /^[-–—•*·▪◦‣●]/
const QUANTITY_START = /^(?:[\d¼½¾⅓⅔⅛⅜⅝⅞]|(?:a|an|one|two|three|half|pinch|handful|dash)\b)/i

interface TextSections {
  title: string | null
  intro: string[]
  ingredients: IngredientEntry[]
  instructions: string[]
  hasLabels: boolean
}

const readTitle = (line: string): string | null => {
  const title = cleanText(line.replace(/^#+\s*/, '').replace(/^(?:title|recipe)\s*:\s*/i, ''))
  return title.length > 0 && classifySectionLabel(title) === null ? title : null
}

/** Adds an instruction line, joining wrapped lines onto the numbered step they continue. */
const addInstructionLine = (steps: string[], line: string, numbered: { seen: boolean }): void => {
  const isNewStep = STEP_MARKER.test(line)
  if (NUMBERED_STEP.test(line)) numbered.seen = true
  const previous = steps.at(-1)
  if (!isNewStep && numbered.seen && previous !== undefined) {
    steps[steps.length - 1] = `${previous} ${line}`
    return
  }
  steps.push(line)
}

/** Reads labelled sections ('Ingredients', 'Method', 'Notes'); lines before the first label are the intro. */
const readLabelledSections = (lines: readonly string[]): TextSections => {
  const [first = '', ...rest] = lines
  const title = readTitle(first)
  const body = title === null ? lines : rest
  const sections: TextSections = { title, intro: [], ingredients: [], instructions: [], hasLabels: false }
  const numbered = { seen: false }
  let mode: TextMode = 'intro'
  for (const line of body) {
    const label = classifySectionLabel(line)
    if (label !== null) {
      sections.hasLabels = true
      mode = label
      if (label === 'ingredients') {
        const group = readLabelGroupTitle(line)
        if (group !== null) sections.ingredients.push({ kind: 'header', title: group })
      }
      if (label === 'instructions') numbered.seen = false
      continue
    }
    if (mode === 'intro') sections.intro.push(line)
    else if (mode === 'ingredients') {
      sections.ingredients.push(
        isIngredientHeader(line)
          ? { kind: 'header', title: toHeaderTitle(line) }
          : { kind: 'line', text: line },
      )
    } else if (mode === 'instructions' && !isIngredientHeader(line)) {
      addInstructionLine(sections.instructions, line, numbered)
    }
  }
  return sections
}

/** Once a list of ingredients has started, short lines without a full stop ('Juice of 1 lime') belong to it. */
const continuesIngredients = (sections: TextSections, line: string): boolean =>
  sections.ingredients.length > 0 && line.length <= MAX_INGREDIENT_LENGTH && !/[.!?]$/.test(line)

/** Without labels, quantities and bullets mark ingredients and numbers mark steps. */
const readUnlabelledSections = (sections: TextSections): TextSections => {
  const result: TextSections = { ...sections, intro: [], ingredients: [], instructions: [] }
  const numbered = { seen: false }
  for (const line of sections.intro) {
    if (isRecipeFactLine(line)) result.intro.push(line)
    else if (NUMBERED_STEP.test(line) || (result.instructions.length > 0 && !BULLET.test(line))) {
      addInstructionLine(result.instructions, line, numbered)
    } else if (BULLET.test(line) || QUANTITY_START.test(line) || continuesIngredients(result, line)) {
      result.ingredients.push({ kind: 'line', text: line })
    } else if (isIngredientHeader(line) && result.instructions.length === 0) {
      result.ingredients.push({ kind: 'header', title: toHeaderTitle(line) })
    } else result.intro.push(line)
  }
  return result
}

/** Reads a recipe pasted as plain text: a title line, then 'Ingredients' and 'Method' sections. Never throws. */
export const parseRecipeText = (text: string): ParsedRecipePage => {
  try {
    const lines = (typeof text === 'string' ? text : '')
      .slice(0, MAX_TEXT_LENGTH)
      .split(/\r\n|[\r\n\u2028\u2029]/)
      .map((line) => cleanText(line))
      .filter((line) => line.length > 0)
    const labelled = readLabelledSections(lines)
    const sections = labelled.hasLabels ? labelled : readUnlabelledSections(labelled)
    const ingredientEntries = sections.ingredients.flatMap((entry): IngredientEntry[] => {
      if (entry.kind === 'header') return [entry]
      const line = cleanIngredientLine(entry.text)
      return line.length > 0 ? [{ kind: 'line', text: line }] : []
    })
    const instructions = sections.instructions.map(cleanInstructionLine).filter((step) => step.length > 0)
    const grouped = groupIngredientEntries(ingredientEntries)
    if (grouped.ingredients.length === 0 && instructions.length === 0) return finalizeRecipePage(null, 'text')
    const description = sections.intro.filter((line) => !isRecipeFactLine(line)).join(' ')
    return finalizeRecipePage(
      {
        ...createEmptyRecipe(),
        ...grouped,
        ...readRecipeFacts(sections.intro),
        title: sections.title,
        description: description.length > 0 ? description : null,
        instructions,
        nutrition: readNutritionFacts(lines),
      },
      'text',
    )
  } catch {
    return finalizeRecipePage(null, 'text')
  }
}
