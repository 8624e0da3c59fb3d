export type SectionLabel = 'ingredients' | 'instructions' | 'other'

/*
 * Section names in the languages recipe pages are most often written in: English, German, Dutch, French,
 * Spanish, Portuguese, Italian and Greek. Matching is on the whole (normalized) heading, never a prefix,
 * so a sentence that starts with one of these words is not a section.
 */
const INGREDIENT_WORDS = [
  'ingredients?(?:\\s+list)?',
  'ingredients?\\s+for\\s+.{1,40}',
  "what\\s+you(?:['’]ll|\\s+will)?\\s+need",
  "you(?:['’]ll|\\s+will)\\s+need",
  'shopping\\s+list',
  'zutaten(?:liste)?',
  'zutaten\\s+für\\s+.{1,40}',
  'ingrediënten|ingredienten|benodigdheden|boodschappen(?:lijst)?',
  'ingrédients|ingredients\\s+pour\\s+.{1,40}|ingrédients\\s+pour\\s+.{1,40}',
  'ingredientes(?:\\s+para\\s+.{1,40})?',
  'ingredienti(?:\\s+per\\s+.{1,40})?',
  'υλικά|τα\\s+υλικά|υλικά\\s+για\\s+.{1,40}',
]
const INSTRUCTION_WORDS = [
  'method',
  'directions?',
  'instructions?',
  'preparation',
  'steps',
  'procedure',
  'how\\s+to\\s+make(?:\\s+it)?',
  'cooking\\s+(?:instructions|method|directions)',
  'step[-\\s]by[-\\s]step(?:\\s+instructions)?',
  'zubereitung(?:sschritte)?|anleitung|so\\s+geht(?:\\s+es|s)|arbeitsschritte',
  'bereiding(?:swijze)?|werkwijze|bereidingswijze|instructies',
  'préparation|preparation\\s+de\\s+la\\s+recette|étapes|etapes|étapes\\s+de\\s+préparation|déroulé\\s+de\\s+la\\s+recette|instructions\\s+de\\s+préparation',
  'preparación|preparacion|elaboración|elaboracion|instrucciones|pasos|modo\\s+de\\s+preparación',
  'modo\\s+de\\s+preparo|modo\\s+de\\s+fazer|preparo',
  'procedimento|preparazione|istruzioni|passaggi',
  'εκτέλεση|οδηγίες|παρασκευή|διαδικασία|τρόπος\\s+παρασκευής|βήματα',
]
/** Labels are compared without accents: pages write 'Preparación' and 'Preparacion', 'Υλικά' and 'ΥΛΙΚΑ'. */
const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '')
const toPattern = (words: readonly string[]): RegExp =>
  new RegExp(stripAccents(`^(?:the\\s+)?(?:${words.join('|')})$`), 'iu')
const INGREDIENTS = toPattern(INGREDIENT_WORDS)
const INSTRUCTIONS = toPattern(INSTRUCTION_WORDS)
const OTHER_PATTERN =
  /^(?:(?:recipe|cook['’]?s|chef['’]?s)\s+)?(?:notes?|tips?|nutrition(?:\s+(?:facts|information|info))?|equipment|comments?|reviews?|related(?:\s+recipes)?|you\s+(?:may|might)\s+also\s+like|more\s+recipes|serving\s+suggestions?|storage|variations?|faqs?|frequently\s+asked\s+questions|leave\s+a\s+(?:comment|reply)|share(?:\s+this)?|print(?:\s+recipe)?|video|about(?:\s+the\s+author)?|kommentare?|tipps?|hinweise?|nährwerte|opmerkingen|reacties|tips|remarques|commentaires|astuces?|notas|comentarios|consejos|note|commenti|consigli|σχόλια|σημειώσεις)$/iu
const OTHER = new RegExp(stripAccents(OTHER_PATTERN.source), 'iu')

/** Headings may carry a colon, a count or a note: 'Ingredients:', 'Method (serves 4)', '⬇ Steps'. */
const normalizeLabel = (text: string): string =>
  text
    .trim()
    .replace(/^[^\p{L}\d]+/u, '')
    .replace(/\s*[:.\-–—]+\s*$/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s*[:.\-–—]+\s*$/, '')
    .trim()

/** Answers which recipe section a short heading-like text names, or null when it names none. */
export const classifySectionLabel = (text: string): SectionLabel | null => {
  if (text.length === 0 || text.length > 60) return null
  const normalized = normalizeLabel(text)
  // Most labels are plain ASCII; decomposing every block of a large page would be wasted work.
  const label = /[^ -~]/.test(normalized) ? stripAccents(normalized) : normalized
  if (INGREDIENTS.test(label)) return 'ingredients'
  if (INSTRUCTIONS.test(label)) return 'instructions'
  if (OTHER.test(label)) return 'other'
  return null
}

/** 'Ingredients for the crust' names a group of ingredients as well as the section. */
export const readLabelGroupTitle = (text: string): string | null => {
  const match =
    /^(?:ingr[eé]dients?|zutaten|ingredientes|ingredienti)\s+((?:for|für|pour|para|per)\s+.{1,40})$/iu.exec(
      normalizeLabel(text),
    )
  if (!match?.[1]) return null
  return match[1].charAt(0).toUpperCase() + match[1].slice(1)
}
