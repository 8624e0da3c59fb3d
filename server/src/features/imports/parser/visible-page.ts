import { findClassRegion } from './class-regions'
import { cleanIngredientLine, cleanInstructionLine } from './clean-text'
import {
  groupIngredientEntries,
  isIngredientHeader,
  toHeaderTitle,
  type IngredientEntry,
} from './ingredient-sections'
import { buildPageBlocks, type PageBlock } from './page-blocks'
import type { PageMeta } from './page-index'
import type { DomNode } from './dom'
import { readNutritionFacts, readRecipeFacts } from './recipe-facts'
import { classifySectionLabel, readLabelGroupTitle, type SectionLabel } from './section-labels'
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

/** Reads the blocks after a section heading until the next section, heading of the same rank, or prose after a list. */
const collectRegion = (blocks: readonly PageBlock[], start: number, kind: RegionKind): IngredientEntry[] => {
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
      const group = kind === 'ingredients' && label === 'ingredients' ? readLabelGroupTitle(block.text) : null
      if (group === null) break
      entries.push({ kind: 'header', title: group })
      continue
    }
    if (block.kind === 'heading') {
      if (block.level <= 6 && block.level <= startLevel) break
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
    if (style === 'list') break
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

/** Reads a recipe from the page as people see it: section headings followed by lists or paragraphs. */
export const extractVisibleRecipe = (root: DomNode, meta: PageMeta): ParsedRecipe => {
  const blocks = buildPageBlocks(root)
  const headingIngredients = findBestRegion(blocks, 'ingredients')
  const ingredientRegion =
    headingIngredients.length > 0 ? headingIngredients : findClassRegion(root, 'ingredients')
  const ingredientEntries = ingredientRegion.flatMap((entry): IngredientEntry[] => {
    if (entry.kind === 'header') return [entry]
    const text = cleanIngredientLine(entry.text)
    return text.length > 0 ? [{ kind: 'line', text }] : []
  })
  const headingSteps = findBestRegion(blocks, 'instructions')
  const instructions = (headingSteps.length > 0 ? headingSteps : findClassRegion(root, 'instructions'))
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
