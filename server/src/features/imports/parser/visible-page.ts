import { findClassRegion } from './class-regions'
import { cleanIngredientLine, cleanInstructionLine, LEADING_AMOUNT } from './clean-text'
import {
  groupIngredientEntries,
  isIngredientHeader,
  toHeaderTitle,
  type IngredientEntry,
} from './ingredient-sections'
import { findStepsAfterIngredients } from './following-steps'
import { findMeasuredList, isMeasuredItem } from './measured-list'
import { buildPageBlocks, type PageBlock } from './page-blocks'
import type { PageMeta } from './page-index'
import type { DomNode } from './dom'
import { readNutritionFacts, readRecipeFacts } from './recipe-facts'
import {
  classifySectionLabel,
  namesMakingSection,
  namesStepGroup,
  readLabelGroupTitle,
  type SectionLabel,
} from './section-labels'
import { createEmptyRecipe, type ParsedRecipe } from './types'

type RegionKind = 'ingredients' | 'instructions'

const MAX_REGION_ENTRIES = 150
const MAX_SUBHEADING_WORDS = 8
const NUMBERED_LINE = /^(?:step\s*)?\d{1,2}\s*[.):]\s/i

const labelOf = (block: PageBlock): SectionLabel | null =>
  block.kind === 'item' ? null : classifySectionLabel(block.text)

/** A heading inside a section that names a group ('For the crust') rather than ending the section. */
const isSubheading = (text: string): boolean =>
  text.length <= 60 && text.split(/\s+/).length <= MAX_SUBHEADING_WORDS && !/[.!?]$/.test(text)

/** A short untitled line such as 'hand-cut chips' or 'to serve' that names the list right after it. */
const isGroupLine = (text: string): boolean =>
  text.length <= 40 && text.split(/\s+/).length <= 5 && !/[\d.!?]/.test(text)

/** A steps label inside the method: a heading below the method's own, or one naming what its steps make. */
const isStepPart = (block: PageBlock, startLevel: number): boolean =>
  (block.kind === 'heading' && block.level > startLevel && block.level <= 6) || namesStepGroup(block.text)

const isStepGroupLine = (text: string): boolean => text.endsWith(':') && text.split(/\s+/).length <= 5

/** Reads the blocks after a section heading until the next section, heading of the same rank, or prose after a list. */
const collectRegion = (
  blocks: readonly PageBlock[],
  start: number,
  kind: RegionKind,
  making = false,
): IngredientEntry[] => {
  const startBlock = blocks[start]
  if (startBlock === undefined) return []
  const startLevel = startBlock.kind === 'heading' ? startBlock.level : 7
  const entries: IngredientEntry[] = []
  const startGroup = kind === 'ingredients' ? readLabelGroupTitle(startBlock.text) : null
  if (startGroup !== null) entries.push({ kind: 'header', title: startGroup })
  // A section is either a list or a run of paragraphs; prose after a list is the story or the notes.
  let style: 'list' | 'lines' | null = null
  let numbered = false
  for (let index = start + 1; index < blocks.length && entries.length < MAX_REGION_ENTRIES; index++) {
    const block = blocks[index]
    if (block === undefined) break
    const label = labelOf(block)
    if (label !== null) {
      // 'Method' then 'Preparation' and 'Cooking', or 'Preparation of the sauce': parts of one method.
      if (kind === 'instructions' && label === 'instructions' && isStepPart(block, startLevel)) continue
      const group = kind === 'ingredients' && label === 'ingredients' ? readLabelGroupTitle(block.text) : null
      if (group === null) break
      entries.push({ kind: 'header', title: group })
      continue
    }
    // 'Cake maken' then 'Cake bakken': a method titled by what it makes goes on under the next such title.
    if (making && block.kind === 'heading') {
      // Any other heading ends it: such a method has no titled parts of its own, but shares and comments follow.
      if (namesMakingSection(block.text)) continue
      break
    }
    if (block.kind === 'heading') {
      const next = blocks[index + 1]
      // 'Crosses' or 'Glaze' at the rank of 'Ingredients' still names a group when measured lines follow.
      const namesGroup =
        kind === 'ingredients' &&
        next !== undefined &&
        ((next.kind === 'item' && style !== 'lines') || (next.kind === 'line' && isMeasuredItem(next.text)))
      if (block.level <= 6 && block.level <= startLevel && !namesGroup) break
      if (!isSubheading(block.text)) break
      if (kind === 'ingredients') entries.push({ kind: 'header', title: toHeaderTitle(block.text) })
      continue
    }
    if (block.kind === 'item') {
      entries.push({ kind: 'line', text: block.text })
      style ??= 'list'
      continue
    }
    if (kind === 'ingredients' && isIngredientHeader(block.text)) {
      entries.push({ kind: 'header', title: toHeaderTitle(block.text) })
      continue
    }
    if (style === 'list') {
      const next = blocks[index + 1]
      // 'For the glaze:' between two lists of steps names the second part of the method.
      if (kind === 'instructions' && next?.kind === 'item' && isStepGroupLine(block.text)) continue
      if (kind !== 'ingredients' || next?.kind !== 'item' || !isGroupLine(block.text)) break
      entries.push({ kind: 'header', title: toHeaderTitle(block.text) })
      continue
    }
    // Numbered paragraphs end where the numbering does ('3. Serve.' then 'Enjoy!').
    if (kind === 'instructions' && numbered && !NUMBERED_LINE.test(block.text)) break
    if (entries.length === 0) numbered = NUMBERED_LINE.test(block.text)
    entries.push({ kind: 'line', text: block.text })
    style = 'lines'
  }
  return entries
}

const countLines = (entries: readonly IngredientEntry[]): number =>
  entries.reduce((count, entry) => count + (entry.kind === 'line' ? 1 : 0), 0)

/** Several blocks may carry the label ('Jump to Ingredients', the real heading); the fullest region wins. */
const findBestRegion = (blocks: readonly PageBlock[], kind: RegionKind): IngredientEntry[] => {
  let best: IngredientEntry[] = []
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]
    if (block === undefined || labelOf(block) !== kind) continue
    const entries = collectRegion(blocks, index, kind)
    if (countLines(entries) > countLines(best)) best = entries
  }
  return best
}

/** The fullest run of paragraphs or list under a heading that names the method by what it makes. */
const findMakingRegion = (blocks: readonly PageBlock[]): IngredientEntry[] => {
  let best: IngredientEntry[] = []
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]
    if (block?.kind !== 'heading' || !namesMakingSection(block.text)) continue
    const entries = collectRegion(blocks, index, 'instructions', true)
    if (countLines(entries) > countLines(best)) best = entries
  }
  return best
}

const MIN_SENTENCE_WORDS = 5
const SENTENCE_SHARE = 0.75

/** 'Cut the chicken into thin strips.': a sentence of a method, where an ingredient line has no full stop. */
const isSentence = (text: string): boolean =>
  /[.!]$/.test(text) && text.split(/\s+/).length >= MIN_SENTENCE_WORDS && !LEADING_AMOUNT.test(text)

/**
 * A card may title its method like a group of the list before it ('RECIPE', 'Now cook'): a last group whose
 * lines are nearly all sentences is the method, not ingredients.
 */
const splitTrailingSteps = (entries: readonly IngredientEntry[]): [IngredientEntry[], IngredientEntry[]] => {
  let header = -1
  for (let index = entries.length - 1; index >= 0; index--) {
    if (entries[index]?.kind === 'header') {
      header = index
      break
    }
  }
  if (header <= 0) return [[...entries], []]
  const tail = entries.slice(header + 1)
  const sentences = tail.filter((entry) => entry.kind === 'line' && isSentence(entry.text)).length
  if (tail.length < 2 || sentences < tail.length * SENTENCE_SHARE) return [[...entries], []]
  return [entries.slice(0, header), tail]
}

/** Reads a recipe from the page as people see it: section headings followed by lists or paragraphs. */
export const extractVisibleRecipe = (root: DomNode, meta: PageMeta): ParsedRecipe => {
  const blocks = buildPageBlocks(root)
  const headingIngredients = findBestRegion(blocks, 'ingredients')
  const classIngredients = headingIngredients.length > 0 ? [] : findClassRegion(root, 'ingredients')
  const listedRegion =
    headingIngredients.length > 0
      ? headingIngredients
      : classIngredients.length > 0
        ? classIngredients
        : findMeasuredList(blocks)
  const headingSteps = findBestRegion(blocks, 'instructions')
  const classSteps = headingSteps.length > 0 ? [] : findClassRegion(root, 'instructions')
  const [ingredientRegion, groupedSteps] =
    headingSteps.length > 0 || classSteps.length > 0
      ? [[...listedRegion], []]
      : splitTrailingSteps(listedRegion)
  const ingredientEntries = ingredientRegion.flatMap((entry): IngredientEntry[] => {
    if (entry.kind === 'header') return [entry]
    const text = cleanIngredientLine(entry.text)
    return text.length > 0 ? [{ kind: 'line', text }] : []
  })
  const makingSteps =
    headingSteps.length > 0 || classSteps.length > 0 || groupedSteps.length > 0
      ? []
      : findMakingRegion(blocks)
  const stepRegion =
    headingSteps.length > 0
      ? headingSteps
      : classSteps.length > 0
        ? classSteps
        : groupedSteps.length > 0
          ? groupedSteps
          : makingSteps.length > 0
            ? makingSteps
            : findStepsAfterIngredients(blocks, ingredientRegion)
  const instructions = stepRegion
    .flatMap((entry) => (entry.kind === 'line' ? [cleanInstructionLine(entry.text)] : []))
    .filter((step) => step.length > 0)
  return {
    ...createEmptyRecipe(),
    ...groupIngredientEntries(ingredientEntries),
    ...readRecipeFacts(blocks.map((block) => block.text)),
    title: meta.title,
    description: meta.description,
    instructions,
    nutrition: readNutritionFacts(blocks.map((block) => block.text)),
    image: meta.image,
    canonicalUrl: meta.canonicalUrl,
  }
}
