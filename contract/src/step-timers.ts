/**
 * Timers hidden in a recipe step ('Bake for 25 minutes', 'simmer 1 1/2 hours', '10-15 min per side'), for cook
 * mode. English first; Spanish, French, German and Italian time words and a few of their verbs are read too.
 * No dependencies, so the web and any server check read the same answer.
 */

/** One duration found in a step's text. */
export interface StepTimer {
  /** The cooking verb the time belongs to ('Bake', 'Simmer'), or 'Timer' when the step names none. */
  label: string
  /** How long the timer runs. For a range this is the lower bound: ringing early prompts a doneness check, and time can be added but not taken back. */
  seconds: number
  /** The range's upper bound; equal to `seconds` for a single time. */
  maxSeconds: number
  /** The time as people read it, range and 'per side' included: '10–15 min', '1 hr 30 min', '5 min per side'. */
  duration: string
  /** The words matched in the step, and where they are (end exclusive). */
  text: string
  start: number
  end: number
}

/** Longer than a day is planning ('marinate 2 days'), not a timer on a page. */
const MAX_TIMER_SECONDS = 24 * 60 * 60

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** Number words, English and the other four languages' common ones; 'half an' makes 'half an hour'. */
const WORD_VALUES: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  'a couple of': 2,
  'couple of': 2,
  'a couple': 2,
  'half an': 0.5,
  'half a': 0.5,
  'a half': 0.5,
  ...Object.fromEntries(UNITS.map((word, index) => [word, index + 1])),
  ...Object.fromEntries(TEENS.map((word, index) => [word, index + 10])),
  ...Object.fromEntries(TENS.map((word, index) => [word, (index + 2) * 10])),
  // Spanish, French, German, Italian: the counts recipes use.
  un: 1,
  una: 1,
  uno: 1,
  une: 1,
  eine: 1,
  einer: 1,
  dos: 2,
  deux: 2,
  zwei: 2,
  due: 2,
  tres: 3,
  trois: 3,
  drei: 3,
  tre: 3,
  cinco: 5,
  cinq: 5,
  fünf: 5,
  cinque: 5,
  diez: 10,
  dix: 10,
  zehn: 10,
  dieci: 10,
  quince: 15,
  quinze: 15,
  fünfzehn: 15,
  quindici: 15,
  veinte: 20,
  vingt: 20,
  zwanzig: 20,
  venti: 20,
  treinta: 30,
  trente: 30,
  dreißig: 30,
  trenta: 30,
  media: 0.5,
  demi: 0.5,
  halbe: 0.5,
  "mezz'": 0.5,
  mezza: 0.5,
}

const escapeForRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Longest first, so 'a couple of' wins over 'a' and 'twenty-five' over 'twenty'.
const WORD_NUMBER = [
  ...TENS.map((tens) => `${tens}[-\\s]${`(?:${UNITS.join('|')})`}`),
  ...Object.keys(WORD_VALUES)
    .sort((left, right) => right.length - left.length)
    .map((word) => escapeForRegex(word).replace(/ /g, '\\s+')),
].join('|')

const FRACTION_CHARACTERS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
}
const UNICODE_FRACTION = `[${Object.keys(FRACTION_CHARACTERS).join('')}]`

const AMOUNT = [
  String.raw`\d+\s+\d+\/\d+`,
  String.raw`\d+\s*${UNICODE_FRACTION}`,
  UNICODE_FRACTION,
  String.raw`\d+\/\d+`,
  String.raw`\d+(?:[.,]\d+)?`,
  // A word number stands alone ('a' in 'ahora' is not one); Italian "mezz'" runs into its unit.
  `(?:${WORD_NUMBER})(?:(?<=')|(?![\\p{L}]))`,
]
  .map((pattern) => `(?:${pattern})`)
  .join('|')
const AMOUNT_WITH_HALF = `(?:${AMOUNT})(?:\\s+and\\s+a\\s+half)?`

const HOUR_UNIT = String.raw`hours?|hrs?\.?|h|horas?|heures?|stunden?|std\.?|ore|ora`
const MINUTE_UNIT = String.raw`minutes?|mins?\.?|minutos?|minuti|minuto|minuten|mn`
const SECOND_UNIT = String.raw`seconds?|secs?\.?|segundos?|secondes?|sekunden?|secondi|secondo`

const RANGE_SEPARATOR = String.raw`\s*[-–—]\s*|\s+(?:to|or|a|à|bis|o)\s+`
const NOT_IN_A_WORD_BEFORE = String.raw`(?<![\p{L}\d.,/½⅓⅔¼¾-])`
const NOT_IN_A_WORD_AFTER = String.raw`(?![\p{L}\d])`

const DURATION_PATTERN = new RegExp(
  `${NOT_IN_A_WORD_BEFORE}(?<low>${AMOUNT_WITH_HALF})(?:(?:${RANGE_SEPARATOR})(?<high>${AMOUNT_WITH_HALF}))?` +
    // Digits may follow the unit: French '1h30'.
    `[\\s-]*(?<unit>${HOUR_UNIT}|${MINUTE_UNIT}|${SECOND_UNIT})(?![\\p{L}])`,
  'giu',
)
const HOUR_PATTERN = new RegExp(`^(?:${HOUR_UNIT})$`, 'iu')
const MINUTE_PATTERN = new RegExp(`^(?:${MINUTE_UNIT})$`, 'iu')

/** '2 hrs 15 mins', '1 hour and 30 minutes', '1 h 30 min': the smaller part that follows a larger one. */
const smallerPartPattern = (unit: string) =>
  new RegExp(
    `\\s*,?\\s*(?:(?:and|y|et|und|e)\\s+)?(?<amount>${AMOUNT})[\\s-]*(?<unit>${unit})${NOT_IN_A_WORD_AFTER}`,
    'iuy',
  )
const MINUTES_AFTER_HOURS = smallerPartPattern(MINUTE_UNIT)
const SECONDS_AFTER_MINUTES = smallerPartPattern(SECOND_UNIT)
/** French '1h30': minutes written straight after the hour mark. */
const MINUTES_AFTER_H = /(?<amount>[0-5]\d)(?![\p{L}\d])/uy
/** '45 min–1 hr': a range whose ends have their own units. */
const UPPER_WITH_UNIT = new RegExp(
  `(?:\\s*[-–—]\\s*|\\s+(?:to|or)\\s+)(?<amount>${AMOUNT_WITH_HALF})[\\s-]*(?<unit>${HOUR_UNIT}|${MINUTE_UNIT})(?![\\p{L}])`,
  'iuy',
)
/** 'a minute or two'. */
const OR_TWO = /\s+or\s+two(?![\p{L}])/iuy
const AND_A_HALF = /\s+(?:and\s+a\s+half|y\s+media|et\s+demie|e\s+mezz[oa]|und\s+eine\s+halbe)(?![\p{L}])/iuy
const REPEAT = /\s+(?:(?:per|each|on\s+each|a)\s+(?<each>side|batch)|on\s+both\s+sides)(?![\p{L}])/iuy

const unitSeconds = (unit: string) => (HOUR_PATTERN.test(unit) ? 3600 : MINUTE_PATTERN.test(unit) ? 60 : 1)

/** The value of an amount as written: '1 1/2', '1½', '1,5', 'twenty-five', 'an', 'one and a half'. */
const parseAmount = (written: string): number => {
  const text = written.trim().toLowerCase().replace(/\s+/g, ' ')
  const half = /^(.*) and a half$/.exec(text)
  if (half?.[1] !== undefined) return parseAmount(half[1]) + 0.5
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(text)
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\/(\d+)$/.exec(text)
  if (fraction) return Number(fraction[1]) / Number(fraction[2])
  const unicode = new RegExp(`^(\\d*) ?(${UNICODE_FRACTION})$`, 'u').exec(text)
  if (unicode?.[2] !== undefined) return Number(unicode[1] || 0) + (FRACTION_CHARACTERS[unicode[2]] ?? 0)
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'))
  const compound = /^(\p{L}+)[- ](\p{L}+)$/u.exec(text)
  if (compound?.[1] !== undefined && compound[2] !== undefined && !(text in WORD_VALUES))
    return (WORD_VALUES[compound[1]] ?? 0) + (WORD_VALUES[compound[2]] ?? 0)
  return WORD_VALUES[text] ?? 0
}

/** '1 hr 30 min', '25 min', '45 sec'. */
export const formatDuration = (totalSeconds: number): string => {
  const seconds = Math.round(totalSeconds)
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  const parts = [hours ? `${hours} hr` : '', minutes ? `${minutes} min` : '', rest ? `${rest} sec` : '']
  return parts.filter(Boolean).join(' ') || '0 sec'
}

const formatRange = (low: number, high: number) => {
  if (low === high) return formatDuration(low)
  if (low % 3600 === 0 && high % 3600 === 0) return `${low / 3600}–${high / 3600} hr`
  if (low % 60 === 0 && high % 60 === 0 && high < 3600) return `${low / 60}–${high / 60} min`
  if (high < 60) return `${low}–${high} sec`
  return `${formatDuration(low)}–${formatDuration(high)}`
}

/** Cooking verbs: the label shown, then the forms a step writes them in. */
// 'Boiling' is left out: in 'cook in boiling water' it describes the water.
const VERBS: ReadonlyArray<readonly [label: string, forms: string, tier?: 'side']> = [
  [
    'Bake',
    'bake|bakes|baked|baking|hornea|hornear|hornee|enfourner|enfournez|backen|backe|infornare|infornate|inforna',
  ],
  ['Roast', 'roast|roasts|roasted|roasting|rôtir|rôtissez|arrostire'],
  ['Simmer', 'simmer|simmers|simmered|simmering|bubble|mijoter|mijotez|köcheln|sobbollire'],
  ['Boil', 'boil|boils|boiled|hervir|hierve|bouillir|bollire|bollite'],
  [
    'Cook',
    'cook|cooks|cooked|cooking|cocina|cocinar|cocer|cuece|cuire|cuisez|kochen|garen|cuocere|cuocete|cuoci',
  ],
  ['Fry', 'fry|fries|fried|frying|freír|fríe|frire|braten|friggere'],
  ['Sauté', 'sauté|saute|sautés|sautes|sautéed|sauteed|sautéing|sauteing|rosolare'],
  ['Sear', 'sear|sears|seared|searing'],
  ['Grill', 'grill|grills|grilled|grilling|griller|grillen|grigliare'],
  ['Broil', 'broil|broils|broiled|broiling'],
  ['Toast', 'toast|toasts|toasted|toasting|tostar'],
  ['Steam', 'steam|steams|steamed|steaming'],
  ['Poach', 'poach|poaches|poached|poaching'],
  ['Braise', 'braise|braises|braised|braising'],
  ['Stew', 'stew|stews|stewed|stewing'],
  ['Blanch', 'blanch|blanches|blanched|blanching'],
  ['Microwave', 'microwave|microwaves|microwaved|microwaving'],
  ['Pressure cook', 'pressure[ -]cook|pressure[ -]cooks|pressure[ -]cooked'],
  ['Air fry', 'air[ -]fry|air[ -]fried'],
  [
    'Rest',
    'rest|rests|rested|resting|stand|stands|standing|sit|sits|sitting|leave|set\\s+aside|settle|reposar|reposa|reposer|ruhen|riposare',
  ],
  ['Rise', 'rise|rises|rising|risen|proof|proofs|proofed|proofing|prove|proves|proved|proving|gehen'],
  ['Chill', 'chill|chills|chilled|chilling'],
  ['Refrigerate', 'refrigerate|refrigerated|refrigerating'],
  ['Freeze', 'freeze|freezes|freezing|frozen'],
  ['Cool', 'cool|cools|cooled|cooling'],
  ['Marinate', 'marinate|marinates|marinated|marinating|marinar|mariner|marinieren|marinare'],
  ['Soak', 'soak|soaks|soaked|soaking'],
  ['Steep', 'steep|steeps|steeped|steeping|infuse|infuses|infused|infusing'],
  ['Knead', 'knead|kneads|kneaded|kneading|pétrir|kneten|impastare'],
  ['Reduce', 'reduce|reduces|reduced|reducing'],
  ['Whisk', 'whisk|whisks|whisked|whisking|beat|beats|beaten|beating', 'side'],
  ['Stir', 'stir|stirs|stirred|stirring', 'side'],
  ['Mix', 'mix|mixes|mixed|mixing', 'side'],
  ['Blend', 'blend|blends|blended|blending|process|processed|pulse|pulsed', 'side'],
  ['Heat', 'heat|heats|heated|heating|preheat|preheated|warm|warmed|warming', 'side'],
  ['Brown', 'brown|browns|browned|browning', 'side'],
  ['Toss', 'toss|tosses|tossed|tossing', 'side'],
  // 'Add the garlic for 30 seconds': the time is cooking time.
  ['Cook', 'add|adds|adding', 'side'],
  ['Soften', 'soften|softens|softened|softening|sweat|sweats|sweating'],
  ['Drain', 'drain|drains|drained|draining'],
  ['Dip', 'dip|dips|dipped|dipping'],
  ['Rinse', 'rinse|rinses|rinsed|rinsing'],
  ['Char', 'char|chars|charred|charring'],
  ['Caramelize', 'caramelize|caramelizes|caramelized|caramelise|caramelised'],
  ['Smoke', 'smoke|smokes|smoked|smoking'],
  ['Thaw', 'thaw|thaws|thawed|thawing|defrost|defrosted'],
  ['Melt', 'melt|melts|melted|melting'],
]
const VERB_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${VERBS.map(([, forms], index) => `(?<v${index}>${forms})`).join('|')})(?![\\p{L}])`,
  'giu',
)

const verbsIn = (text: string) =>
  [...text.matchAll(VERB_PATTERN)].flatMap((match) => {
    const group = Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined)?.[0]
    const verb = group === undefined ? undefined : VERBS[Number(group.slice(1))]
    return verb === undefined ? [] : [{ label: verb[0], isSide: verb[2] === 'side' }]
  })

/**
 * The last verb in `before`, else the first in `after`. Side verbs go along with cooking ('cook, stirring,
 * 25 minutes') or are often other words ('over medium heat', 'golden brown'): another verb wins over them.
 */
const findVerb = (before: string, after: string): string | null => {
  const verbsBefore = verbsIn(before)
  const verb = verbsBefore.findLast(({ isSide }) => !isSide) ?? verbsBefore.at(-1) ?? verbsIn(after)[0]
  return verb?.label ?? null
}

/** A full stop, question mark, semicolon or line break ends the clause a timer's verb is looked for in. */
const SENTENCE_END = /[.!?;](?=\s|$)|\n/g

const sentenceStartBefore = (text: string, index: number) => {
  let start = 0
  for (const match of text.slice(0, index).matchAll(SENTENCE_END)) start = match.index + match[0].length
  return start
}
const sentenceEndAfter = (text: string, index: number) => {
  const match = /[.!?;](?=\s|$)|\n/.exec(text.slice(index))
  return match ? index + match.index : text.length
}

/** The timers a step's text names, in reading order. 'Overnight', temperatures, sizes and amounts are not timers. */
export const findStepTimers = (step: string): StepTimer[] => {
  const timers: StepTimer[] = []
  let previousEnd = 0
  DURATION_PATTERN.lastIndex = 0
  for (let match = DURATION_PATTERN.exec(step); match; match = DURATION_PATTERN.exec(step)) {
    const { low = '', high, unit = '' } = match.groups ?? {}
    const size = unitSeconds(unit)
    let lowSeconds = parseAmount(low) * size
    let highSeconds = high === undefined ? lowSeconds : parseAmount(high) * size
    let end = match.index + match[0].length

    const readMore = (pattern: RegExp) => {
      pattern.lastIndex = end
      const more = pattern.exec(step)
      if (more) end = pattern.lastIndex
      return more
    }
    if (readMore(AND_A_HALF)) {
      lowSeconds += size / 2
      highSeconds += size / 2
    }
    const isBareH =
      size === 3600 &&
      /h$/i.test(unit) &&
      /\d$/.test(step.slice(0, match.index + match[0].length - unit.length))
    const smaller =
      size === 3600
        ? ((isBareH ? readMore(MINUTES_AFTER_H) : null) ?? readMore(MINUTES_AFTER_HOURS))
        : size === 60
          ? readMore(SECONDS_AFTER_MINUTES)
          : null
    if (smaller?.groups?.amount !== undefined) {
      const extra = parseAmount(smaller.groups.amount) * (size === 3600 ? 60 : 1)
      lowSeconds += extra
      highSeconds += extra
    }
    if (high === undefined) {
      const upper = readMore(UPPER_WITH_UNIT)
      if (upper?.groups?.amount !== undefined && upper.groups.unit !== undefined) {
        const upperSize = unitSeconds(upper.groups.unit)
        highSeconds = parseAmount(upper.groups.amount) * upperSize
        // '1 hour to 1 hour 15 minutes'
        const upperMinutes = upperSize === 3600 ? readMore(MINUTES_AFTER_HOURS)?.groups?.amount : undefined
        if (upperMinutes !== undefined) highSeconds += parseAmount(upperMinutes) * 60
      } else if (readMore(OR_TWO)) highSeconds = lowSeconds * 2
    }
    const repeated = readMore(REPEAT)
    const repeat = repeated ? `per ${repeated.groups?.each?.toLowerCase() ?? 'side'}` : null

    DURATION_PATTERN.lastIndex = end
    lowSeconds = Math.round(lowSeconds)
    highSeconds = Math.round(Math.max(lowSeconds, highSeconds))
    if (lowSeconds <= 0 || highSeconds > MAX_TIMER_SECONDS) continue
    // 'a second egg', 'one second batch': an ordinal, not a time.
    if (/^second$/i.test(unit) && !/^\d/.test(low)) continue

    const sentenceStart = sentenceStartBefore(step, match.index)
    const clauseStart = Math.max(previousEnd, sentenceStart)
    const verb =
      findVerb(step.slice(clauseStart, match.index), step.slice(end, sentenceEndAfter(step, end))) ??
      // 'Marinate 30 minutes, or up to 24 hours': the second time has the first one's verb.
      (previousEnd > sentenceStart ? (timers.at(-1)?.label ?? null) : null)
    const range = formatRange(lowSeconds, highSeconds)
    timers.push({
      label: verb ?? 'Timer',
      seconds: lowSeconds,
      maxSeconds: highSeconds,
      duration: repeat ? `${range} ${repeat}` : range,
      text: step.slice(match.index, end),
      start: match.index,
      end,
    })
    previousEnd = end
  }
  return timers
}
