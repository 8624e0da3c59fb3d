import type { IngredientEntry } from './ingredient-sections'
import type { PageBlock } from './page-blocks'
import { classifySectionLabel } from './section-labels'

/*
 * Cards that title their method with a phrase no label list can know ('Let's get started!', 'RECIPE', or
 * nothing at all) still put it right after the ingredients. When no steps section was found, the sentences
 * that follow the ingredient list are read as the steps.
 */

const MIN_STEP_WORDS = 4
const UNPUNCTUATED_STEP_WORDS = 10
const MIN_STEPS = 2
const MAX_STEPS = 60
const MAX_TITLE_WORDS = 8
const MINOR_HEADING_LEVEL = 4

const countWords = (text: string): number => text.split(/\s+/).filter((word) => word.length > 0).length

/** A sentence of a method: several words, with lower-case letters (not a name or a shouted heading). */
const isStepLike = (block: PageBlock): boolean =>
  block.kind !== 'heading' &&
  countWords(block.text) >= MIN_STEP_WORDS &&
  // Short lines without a full stop ('a small blowtorch') are a list going on, not a method.
  (/[.!?)]$/.test(block.text) || countWords(block.text) >= UNPUNCTUATED_STEP_WORDS) &&
  /\p{Ll}/u.test(block.text) &&
  !isMeasuredLine(block.text)

/** '¼ cup lemon juice (2 lemons)': an ingredient of a further list, not a step. */
const isMeasuredLine = (text: string): boolean =>
  /^[\p{N}½¼¾⅓⅔⅛⅜⅝⅞]/u.test(text) && countWords(text) <= 10 && !/[.!?]$/.test(text)

/** A short heading or line that titles the steps or a part of them ('Let's get started!', 'For the sauce'). */
const isTitleLike = (block: PageBlock): boolean =>
  block.kind !== 'item' && countWords(block.text) <= MAX_TITLE_WORDS && block.text.length <= 60

/** A bold line or small heading that names a part of the method, not a question the story answers. */
const isMinorTitle = (block: PageBlock): boolean =>
  (block.kind === 'line' || (block.kind === 'heading' && block.level >= MINOR_HEADING_LEVEL)) &&
  !block.text.endsWith('?')

/** Where the ingredient list ends among the blocks: the block holding its last line, after its first. */
const findListEnd = (blocks: readonly PageBlock[], lines: readonly string[]): number => {
  const first = lines[0]
  const last = lines.at(-1)
  if (first === undefined || last === undefined) return -1
  const start = blocks.findIndex((block) => block.text === first)
  if (start < 0) return -1
  for (let index = start; index < blocks.length; index++) if (blocks[index]?.text === last) return index
  return -1
}

/** The run of step-like blocks right after the ingredient list, allowing a title before it and between parts. */
export const findStepsAfterIngredients = (
  blocks: readonly PageBlock[],
  ingredients: readonly IngredientEntry[],
): IngredientEntry[] => {
  const lines = ingredients.flatMap((entry) => (entry.kind === 'line' ? [entry.text] : []))
  const end = findListEnd(blocks, lines)
  if (end < 0) return []
  const steps: IngredientEntry[] = []
  let titlesInARow = 0
  for (let index = end + 1; index < blocks.length && steps.length < MAX_STEPS; index++) {
    const block = blocks[index]
    if (block === undefined) break
    if (isStepLike(block)) {
      steps.push({ kind: 'line', text: block.text })
      titlesInARow = 0
      continue
    }
    // One title may stand before the steps, and a minor one between their parts; a named section
    // ('Notes', 'Variations') or a major heading after them starts the story or the notes.
    if (!isTitleLike(block) || ++titlesInARow > 1 || classifySectionLabel(block.text) !== null) break
    if (steps.length > 0 && !isMinorTitle(block)) break
  }
  return steps.length >= MIN_STEPS ? steps : []
}
