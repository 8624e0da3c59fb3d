export type SectionLabel = 'ingredients' | 'instructions' | 'other'

/*
 * Section names in the languages recipe pages are most often written in: English, German, Dutch, French,
 * Spanish, Portuguese, Italian, Greek, the Nordic languages, Polish, Czech, Hungarian, Romanian, Turkish,
 * Indonesian, Russian, Japanese and Chinese. Matching is on the whole (normalized) heading, never a prefix,
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
  'ingredienser|ingredienser\\s+til\\s+.{1,40}|ingredienser\\s+till\\s+.{1,40}|ainekset|ainesosat',
  'składniki(?:\\s+na\\s+.{1,40})?|suroviny|ingredience|hozzávalók(?:\\s+.{1,40})?|ingrediente',
  'malzemeler|bahan(?:-bahan)?|ингредиенты|состав|材料|食材|用料',
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
  'fremgangsmåde|fremgangsmåte|sådan\\s+gør\\s+du|slik\\s+gjør\\s+du|tilberedning|tillagning|gör\\s+så\\s+här|så\\s+här\\s+gör\\s+du|valmistus(?:ohje)?',
  'przygotowanie|sposób\\s+przygotowania|postup(?:\\s+přípravy)?|příprava|elkészítés|elkészítése|mod\\s+de\\s+preparare|preparare',
  'hazırlanışı|yapılışı|cara\\s+membuat|langkah(?:-langkah)?|приготовление|способ\\s+приготовления|作り方|做法|步骤|作法',
]
/** 'Preparation of the dough', 'Elaboración de la crema': a steps label naming what the steps make. */
const INSTRUCTION_OF = [
  '(?:preparation|directions|instructions|method)\\s+(?:for|of)\\s+.{1,50}',
  '(?:zubereitung|anleitung)\\s+(?:für|von|des|der)\\s+.{1,50}',
  '(?:préparation|preparation)\\s+(?:de|du|des)\\s+.{1,50}',
  '(?:preparación|preparacion|elaboración|elaboracion|modo\\s+de\\s+preparo|preparo|preparazione)\\s+(?:de|del|della|do|da|dos|das|per|para)\\s+.{1,50}',
]
/** Labels are compared without accents: pages write 'Preparación' and 'Preparacion', 'Υλικά' and 'ΥΛΙΚΑ'. */
const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '')
const ARTICLE = '(?:the|die|der|das|les|la|le|el|los|las|het|de|os|as|il|lo|gli)'
const toPattern = (words: readonly string[]): RegExp =>
  new RegExp(stripAccents(`^(?:${ARTICLE}\\s+)?(?:${words.join('|')})$`), 'iu')
const INGREDIENTS = toPattern(INGREDIENT_WORDS)
const INSTRUCTIONS = toPattern([...INSTRUCTION_WORDS, ...INSTRUCTION_OF])
const INSTRUCTIONS_OF = toPattern(INSTRUCTION_OF)
const OTHER_PATTERN =
  /^(?:(?:recipe|cook['’]?s|chef['’]?s)\s+)?(?:notes?|tips?|nutrition(?:\s+(?:facts|information|info))?|equipment|comments?|reviews?|related(?:\s+recipes)?|you\s+(?:may|might)\s+also\s+like|more\s+recipes|serving\s+suggestions?|storage|variations?|faqs?|frequently\s+asked\s+questions|leave\s+a\s+(?:comment|reply)|share(?:\s+this)?|print(?:\s+recipe)?|video|about(?:\s+the\s+author)?|kommentare?|tipps?|hinweise?|nährwerte|opmerkingen|reacties|tips|remarques|commentaires|astuces?|notas|comentarios|consejos|note|commenti|consigli|σχόλια|σημειώσεις)$/iu
const OTHER = new RegExp(stripAccents(OTHER_PATTERN.source), 'iu')

/** Headings may carry a colon, a count or a note: 'Ingredients:', 'Method (serves 4)', '⬇ Steps'. */
const normalizeLabel = (text: string): string =>
  text
    .trim()
    .replace(/^[^\p{L}\d]+/u, '')
    .replace(/\s*[:.\-–—*]+\s*$/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s*[:.\-–—]+\s*$/, '')
    .trim()

const classifyNormalized = (normalized: string): SectionLabel | null => {
  // Most labels are plain ASCII; decomposing every block of a large page would be wasted work.
  const label = /[^ -~]/.test(normalized) ? stripAccents(normalized) : normalized
  if (INGREDIENTS.test(label)) return 'ingredients'
  if (INSTRUCTIONS.test(label)) return 'instructions'
  if (OTHER.test(label)) return 'other'
  return null
}

/** 'Apple Cake – The Ingredients' names the dish before the section. */
const DISH_PREFIX = /^(?!step\b|\d)\p{L}.{1,59}?\s[–—|-]\s+(?=\S)/iu

/** Answers which recipe section a short heading-like text names, or null when it names none. */
export const classifySectionLabel = (text: string): SectionLabel | null => {
  if (text.length === 0 || text.length > 100) return null
  const normalized = normalizeLabel(text)
  const label = normalized.length <= 60 ? classifyNormalized(normalized) : null
  if (label !== null) return label
  const rest = normalized.replace(DISH_PREFIX, '')
  // Only the section names count after a dish's name: 'Cake – Notes' is not a heading the card relies on.
  if (rest === normalized || rest.length > 60) return null
  const named = classifyNormalized(rest)
  return named === 'other' ? null : named
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

/** 'Preparation of the sauce' names one part of the method rather than the whole. */
export const namesStepGroup = (text: string): boolean => {
  if (text.length === 0 || text.length > 60) return false
  const normalized = normalizeLabel(text)
  return INSTRUCTIONS_OF.test(/[^ -~]/.test(normalized) ? stripAccents(normalized) : normalized)
}

/*
 * Headings that title the method by what it makes rather than by a section name: 'Recept: zelf cake maken',
 * 'Cake bakken', 'So wird's gemacht', 'Let's make it', 'How to make the cake'. Stories use such phrases too,
 * so they only count when the page names its steps no other way.
 */
const MAKING_PATTERN = new RegExp(
  stripAccents(
    [
      "^(?:recept\\s*:?\\s+)?(?:zelf\\s+)?[\\p{L}'’ -]{2,40}\\s+(?:maken|bakken|bereiden|koken)$",
      "^(?:rezept\\s*:?\\s+)?[\\p{L}'’ -]{2,40}\\s+(?:zubereiten|selber\\s+machen|selbst\\s+machen|backen)$",
      "^so\\s+wird(?:['’]s|\\s+es|\\s+er|\\s+sie)?\\s+gemacht$",
      "^let['’]?s\\s+(?:make|cook|bake)\\s+(?:it|this|them|some\\s+[\\p{L} -]{2,30}|[\\p{L} -]{2,30})$",
      "^let['’]?s\\s+(?:get\\s+(?:cooking|baking|started)|cook|bake)(?:\\s+(?:with|on)\\s+[\\p{L}'’ -]{2,50})?$",
      "^(?:en\\s+nu\\s+)?aan\\s+de\\s+slag(?:\\s+met\\s+[\\p{L}'’ -]{2,50})?$",
      "^(?:und\\s+)?los\\s+geht['’]?s$|^ran\\s+an\\s+(?:den|die|das)\\s+(?:herd|ofen|töpfe)$",
      '^how\\s+to\\s+make\\s+(?:it|this(?:\\s+recipe)?|them|the\\s+[\\p{L} -]{2,40}|[\\p{L} -]{2,40})$',
    ].join('|'),
  ),
  'iu',
)

/** 'Banketstaaf maken': a heading that names the method by what it makes (see MAKING_PATTERN). */
export const namesMakingSection = (text: string): boolean => {
  if (text.length === 0 || text.length > 70 || text.endsWith('?')) return false
  const normalized = normalizeLabel(text).replace(/\s*!+$/, '')
  return MAKING_PATTERN.test(/[^ -~]/.test(normalized) ? stripAccents(normalized) : normalized)
}
