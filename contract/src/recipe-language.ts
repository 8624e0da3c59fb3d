/**
 * The language a recipe is written in (ISO 639-1), from what its page declares and from its own text: the
 * script for non-Latin writing, function and kitchen words for Latin-script languages. No dependencies, so
 * the server and the web read the same answer.
 */

/** English names of the languages the detector can answer, and of common declared ones. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  el: 'Greek',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  pl: 'Polish',
  hu: 'Hungarian',
  ru: 'Russian',
  zh: 'Chinese',
  tr: 'Turkish',
  cs: 'Czech',
  sk: 'Slovak',
  ro: 'Romanian',
  fi: 'Finnish',
  id: 'Indonesian',
  ms: 'Malay',
  vi: 'Vietnamese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  fa: 'Persian',
  he: 'Hebrew',
  th: 'Thai',
  hi: 'Hindi',
  bn: 'Bengali',
  ta: 'Tamil',
  uk: 'Ukrainian',
  ka: 'Georgian',
  hy: 'Armenian',
  is: 'Icelandic',
  hr: 'Croatian',
  ca: 'Catalan',
}

/** 'Turkish' for 'tr'; an unlisted code falls back to the runtime's own names, then to the code itself. */
export function languageName(code: string): string {
  const listed = LANGUAGE_NAMES[code]
  if (listed !== undefined) return listed
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

// Norwegian Bokmål and Nynorsk share one lexicon; Hebrew and Indonesian had older codes.
const CODE_ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', iw: 'he', in: 'id', ji: 'yi' }

/**
 * The ISO 639-1 code of a declared language ('it-IT', 'pt_BR', 'zh-Hans', 'nb'), or null for none,
 * 'und', 'x-default', 'mul' or anything that is not a language tag.
 */
export function normalizeLanguageTag(tag: string | null | undefined): string | null {
  if (typeof tag !== 'string') return null
  const primary =
    tag
      .trim()
      .toLowerCase()
      .split(/[-_\s,;]/)[0] ?? ''
  if (!/^[a-z]{2}$/.test(primary)) return null
  return CODE_ALIASES[primary] ?? primary
}

interface ScriptRule {
  pattern: RegExp
  language: string
}

// Kana before Han: Japanese writes with both, Chinese with Han alone.
const SCRIPT_RULES: readonly ScriptRule[] = [
  { pattern: /[\u3040-\u30ff\u31f0-\u31ff]/u, language: 'ja' },
  { pattern: /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/u, language: 'ko' },
  { pattern: /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u, language: 'zh' },
  { pattern: /[\u0370-\u03ff\u1f00-\u1fff]/u, language: 'el' },
  { pattern: /[\u0400-\u04ff]/u, language: 'ru' },
  { pattern: /[\u0590-\u05ff]/u, language: 'he' },
  { pattern: /[\u0600-\u06ff\u0750-\u077f]/u, language: 'ar' },
  { pattern: /[\u0e00-\u0e7f]/u, language: 'th' },
  { pattern: /[\u0900-\u097f]/u, language: 'hi' },
  { pattern: /[\u0980-\u09ff]/u, language: 'bn' },
  { pattern: /[\u0b80-\u0bff]/u, language: 'ta' },
  { pattern: /[\u10a0-\u10ff]/u, language: 'ka' },
  { pattern: /[\u0530-\u058f]/u, language: 'hy' },
]

// Letters Ukrainian has and Russian does not; letters Persian adds to the Arabic alphabet.
const UKRAINIAN_LETTERS = /[іїєґ]/iu
const PERSIAN_LETTERS = /[پچژگ]/u

const countMatches = (text: string, pattern: RegExp) =>
  text.match(new RegExp(pattern.source, 'gu'))?.length ?? 0

/** The language a text's non-Latin script tells on its own, or null for Latin script (or no letters). */
export function detectScriptLanguage(text: string): string | null {
  let best: { language: string; count: number } | null = null
  for (const rule of SCRIPT_RULES) {
    const count = countMatches(text, rule.pattern)
    // Any kana makes Han text Japanese; otherwise the script with the most letters wins.
    if (count > 0 && rule.language === 'ja') return 'ja'
    if (count > 0 && (best === null || count > best.count)) best = { language: rule.language, count }
  }
  if (best === null) return null
  const latinLetters = countMatches(text, /[a-zA-Z\u00c0-\u024f]/u)
  // A Latin-script text quoting one foreign word ('4 个 eggs' aside) is still read by its words.
  if (latinLetters > best.count * 4) return null
  if (best.language === 'ru' && UKRAINIAN_LETTERS.test(text)) return 'uk'
  if (best.language === 'ar' && PERSIAN_LETTERS.test(text)) return 'fa'
  return best.language
}

const words = (list: string) => list.split(' ')

/**
 * Function words and kitchen words (units, staples, verbs of method) of Latin-script languages, the ones with
 * an allergen lexicon and common ones without. Each occurrence in a text counts one point for its language.
 */
const LATIN_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: words(
    'the and with of to into until a an or for from then this is are cup cups tablespoon tablespoons teaspoon teaspoons tbsp tsp ounce ounces oz pound pounds lb lbs chopped minced sliced add stir heat bake oven minutes large small salt pepper sugar flour butter eggs egg milk water oil onion garlic pinch cream cheese whisk mix serve until',
  ),
  de: words(
    'und der die das mit den dem des ein eine einen einer für von zu zum zur auf bis im vom ist nicht etwas oder dann salz pfeffer öl mehl zucker eier ei milch wasser zwiebel zwiebeln knoblauch minuten prise gramm backofen ofen schneiden geben hinzufügen unterrühren köcheln lassen sahne esslöffel teelöffel',
  ),
  nl: words(
    'en de het een met van op voor tot bij aan in is niet dan ook zout peper olie bloem suiker boter eieren ei melk water ui uien knoflook minuten toevoegen voeg toe bak snijd ongeveer eetlepel eetlepels theelepel theelepels snufje laat roer room',
  ),
  fr: words(
    'et le la les du des un une avec pour dans au aux sur est pas puis jusqu sel poivre huile farine sucre beurre œufs oeufs œuf oeuf lait eau oignon oignons ail minutes ajouter ajoutez cuire faire four cuillère cuillères soupe café pincée crème mélanger versez laisser',
  ),
  es: words(
    'y el la los las con del al un una unos unas para hasta por que se es en sal pimienta aceite harina azúcar mantequilla huevos huevo leche agua cebolla ajo minutos añadir agregar añade agrega fuego cucharada cucharadas cucharadita taza tazas pizca mezclar horno cortar',
  ),
  it: words(
    'e il lo la le gli i di del della dello dei degli delle al alla allo ai alle con per in un una uno che non poi fino sale pepe olio farina zucchero burro uova uovo latte acqua cipolla aglio minuti aggiungere aggiungete unire mescolare cuocere forno tagliare cucchiaio cucchiai cucchiaino pizzico qb circa',
  ),
  pt: words(
    'e o a os as com do da dos das um uma para até em no na ao não sal pimenta azeite óleo farinha açúcar manteiga ovos ovo leite água cebola alho minutos adicione junte acrescente misture forno colher colheres sopa chá xícara pitada cerca',
  ),
  sv: words(
    'och med i en ett på till av för som är inte eller tills salt peppar olja vetemjöl mjöl socker smör ägg mjölk vatten lök vitlök minuter tillsätt låt koka skär ugnen msk tsk krm dl grädde rör',
  ),
  da: words(
    'og med i en et på til af for som er ikke eller indtil peber olie hvedemel mel sukker smør æg mælk vand løg hvidløg minutter tilsæt lad kog bag skær ovnen spsk tsk fløde pisk gylden',
  ),
  no: words(
    'og med i en et på til av for som er ikke eller olje hvetemel mel sukker smør egg melk vann løk hvitløk minutter tilsett la kok stek skjær ovnen ss ts fløte gyllen',
  ),
  pl: words(
    'i w z na do się oraz lub nie po aż sól pieprz olej mąka mąki cukier masło jajka jaja jajko mleko woda wody cebula czosnek minut dodać dodaj gotować pokroić łyżka łyżki łyżeczka łyżeczki szklanka szczypta ok',
  ),
  hu: words(
    'és a az egy meg vagy nem majd hogy só sót bors olaj liszt lisztet cukor cukrot vaj vajat tojás tojást tej tejet víz vizet hagyma fokhagyma perc percig adjuk hozzá főzzük evőkanál ek teáskanál tk csipet dkg',
  ),
  tr: words(
    've bir ile için kadar da de gibi sonra çay yemek kaşığı bardağı su suyu tuz karabiber yağ yağı un şeker tereyağı yumurta süt soğan sarımsak dakika ekleyin pişirin doğrayın karıştırın biraz adet yarım olan daha fırında',
  ),
  cs: words(
    'a v s se na do z ze je není nebo pak až asi sůl pepř olej mouka mouku cukr máslo vejce mléko voda vodu cibule cibuli česnek minut přidáme přidejte vaříme nakrájíme lžíce lžička lžíci hrnek špetka trouba troubě',
  ),
  ro: words(
    'și cu de în la pe un o din care se nu până când pentru sare piper ulei făină zahăr unt ouă ou lapte apă ceapă usturoi minute adăugați adăugăm amestecați lingură linguri linguriță cană vârf cuptor',
  ),
  fi: words(
    'ja tai kunnes noin ei on kanssa sekä suolaa suola pippuri mustapippuri öljy öljyä vehnäjauhoja jauhoja sokeri sokeria voi voita kananmuna kananmunaa munaa maito maitoa vesi vettä sipuli sipulia valkosipuli valkosipulia minuuttia lisää keitä paista sekoita pilko rkl tl dl uunissa kermaa',
  ),
  id: words(
    'dan dengan yang di ke untuk hingga sampai dari lalu atau tidak sdm sdt gelas garam merica lada minyak tepung terigu gula mentega telur susu air bawang merah putih menit tambahkan masak aduk iris secukupnya buah siung goreng tumis',
  ),
  vi: words(
    'và với của cho các một khi rồi muỗng canh muối tiêu dầu đường trứng sữa nước hành tỏi phút thêm nấu cho vào',
  ),
}

/** Letters one Latin-script language (or a small family) uses and the others do not; each counts two points. */
const LATIN_LETTERS: Readonly<Record<string, RegExp>> = {
  de: /ß/u,
  es: /[ñ¿¡]/u,
  pt: /[ãõ]/u,
  fr: /[œêîû]/u,
  pl: /[ąęłśźżńć]/u,
  hu: /[őű]/u,
  tr: /[ğşı]/u,
  cs: /[řěů]/u,
  ro: /[șță]/u,
  vi: /[đươạảấầậếềệịọộụủứừựỏốồổẩẫắằặẽỉỳ]/u,
  is: /[þð]/u,
  da: /[æø]/u,
  no: /[æø]/u,
}

const LATIN_WORD_SETS = new Map(
  Object.entries(LATIN_WORDS).map(([language, list]) => [language, new Set(list)]),
)

/** Points a Latin-script text earns for each language, highest first. */
export function scoreLatinLanguages(text: string): Array<{ language: string; score: number }> {
  const lower = text.toLowerCase()
  const tokens = lower.match(/\p{L}+/gu) ?? []
  const scores = new Map<string, number>()
  for (const token of tokens) {
    for (const [language, set] of LATIN_WORD_SETS) {
      if (set.has(token)) scores.set(language, (scores.get(language) ?? 0) + 1)
    }
  }
  for (const [language, pattern] of Object.entries(LATIN_LETTERS)) {
    const count = countMatches(lower, pattern)
    if (count > 0) scores.set(language, (scores.get(language) ?? 0) + 2 * count)
  }
  return [...scores]
    .map(([language, score]) => ({ language, score }))
    .sort((left, right) => right.score - left.score)
}

/** The least a winning language must score, and how far ahead of the next it must be, to be named. */
const MIN_SCORE = 4
const MIN_LEAD_RATIO = 1.3
const SIBLINGS = new Map([
  ['da', 'no'],
  ['no', 'da'],
])

/**
 * The language of a text, or null when it cannot tell (too short, or two languages too close to call). A
 * non-Latin script decides alone; otherwise the language whose words and letters score clearly highest.
 */
export function detectTextLanguage(text: string): string | null {
  const script = detectScriptLanguage(text)
  if (script !== null) return script
  const [first, second] = scoreLatinLanguages(text)
  if (first === undefined || first.score < MIN_SCORE) return null
  const isSibling = second !== undefined && SIBLINGS.get(first.language) === second.language
  // Close kin (Danish and Norwegian) share most words: the one ahead wins, however narrowly.
  if (second !== undefined && isSibling && first.score > second.score) return first.language
  if (second !== undefined && first.score < second.score * MIN_LEAD_RATIO) return null
  return first.language
}

/** What a recipe's page says about its language, most specific first. */
export interface DeclaredLanguages {
  /** JSON-LD `inLanguage` of the Recipe. */
  recipe?: string | null
  /** `og:locale`. */
  openGraph?: string | null
  /** `<meta http-equiv="content-language">`. */
  contentLanguage?: string | null
  /** `<html lang>`. */
  document?: string | null
}

export interface RecipeLanguageInput {
  title: string
  ingredients: readonly string[]
  instructions: readonly string[]
  declared?: DeclaredLanguages
}

export interface RecipeLanguage {
  language: string | null
  /** 'page' when a declaration decided it, 'text' when the recipe's own words did. */
  source: 'page' | 'text' | null
}

/** The first usable declaration in order of precedence: the recipe's own, then the page's. */
export function readDeclaredLanguage(declared: DeclaredLanguages = {}): string | null {
  for (const tag of [declared.recipe, declared.openGraph, declared.contentLanguage, declared.document]) {
    const code = normalizeLanguageTag(tag)
    if (code !== null) return code
  }
  return null
}

/**
 * The recipe's language: what its page declares, unless its own text clearly says another (themes often
 * keep a default `lang="en"` on pages written in Italian); with no declaration, the text's.
 */
export function detectRecipeLanguage({
  title,
  ingredients,
  instructions,
  declared,
}: RecipeLanguageInput): RecipeLanguage {
  const declaredLanguage = readDeclaredLanguage(declared)
  const textLanguage = detectTextLanguage([title, ...ingredients, ...instructions].join('\n'))
  if (declaredLanguage !== null && (textLanguage === null || textLanguage === declaredLanguage))
    return { language: declaredLanguage, source: 'page' }
  if (textLanguage !== null) return { language: textLanguage, source: 'text' }
  return { language: null, source: null }
}

/**
 * Languages of the recipe that no lexicon reads, in first-seen order: the recipe's own, and any line written
 * in a script whose language has none (a Korean line in an English recipe). Latin-script lines are judged
 * with the recipe, since one short line is too little to name its language.
 */
export function findUncheckedLanguages(
  lines: readonly string[],
  language: string | null,
  hasLexicon: (code: string) => boolean,
): string[] {
  const unchecked = new Set<string>()
  if (language !== null && !hasLexicon(language)) unchecked.add(language)
  for (const line of lines) {
    let lineLanguage = detectScriptLanguage(line)
    // Japanese writes many food words in Han alone ('牛乳'); in a Japanese recipe such a line is Japanese.
    if (lineLanguage === 'zh' && language === 'ja') lineLanguage = 'ja'
    if (lineLanguage !== null && !hasLexicon(lineLanguage)) unchecked.add(lineLanguage)
  }
  return [...unchecked]
}
