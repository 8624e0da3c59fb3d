import { describe, expect, it } from 'vitest'
import { detectAllergens, detectRecipeAllergens } from './allergen-lexicon'
import { ALLERGEN_IDS, SENSITIVITY_IDS, type AllergenId } from './allergens'
import { matcherWork } from './allergen-lexicon/matcher'
import { ALLERGEN_TEST_LINES } from './testing/allergen-lines'

interface AllergenScore {
  allergen: AllergenId
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
}

/** Precision of what is claimed certain; recall of what the filter avoids (certain or often). */
function scoreTestLines(): AllergenScore[] {
  const detections = ALLERGEN_TEST_LINES.map(({ line, allergens }) => {
    const detection = detectAllergens(line)
    return {
      expected: new Set(allergens),
      found: new Set(detection.allergens),
      avoided: new Set([...detection.allergens, ...detection.mayContain]),
    }
  })
  return ALLERGEN_IDS.map((allergen) => {
    let tp = 0
    let fp = 0
    let fn = 0
    for (const { expected, found, avoided } of detections) {
      if (expected.has(allergen) && avoided.has(allergen)) tp += 1
      else if (found.has(allergen)) fp += 1
      else if (expected.has(allergen)) fn += 1
    }
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp)
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn)
    return { allergen, tp, fp, fn, precision, recall }
  })
}

function formatScores(scores: readonly AllergenScore[]): string {
  const header = ['allergen', 'tp', 'fp', 'fn', 'precision', 'recall']
  const rows = scores.map((score) => [
    score.allergen,
    String(score.tp),
    String(score.fp),
    String(score.fn),
    score.precision.toFixed(3),
    score.recall.toFixed(3),
  ])
  return [header, ...rows]
    .map((cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(12) : cell.padStart(11))).join(''))
    .join('\n')
}

describe('the labelled ingredient lines', () => {
  it('hold at least 320 distinct lines with every allergen present many times', () => {
    expect(ALLERGEN_TEST_LINES.length).toBeGreaterThanOrEqual(320)
    expect(new Set(ALLERGEN_TEST_LINES.map(({ line }) => line)).size).toBe(ALLERGEN_TEST_LINES.length)
    for (const allergen of ALLERGEN_IDS) {
      const positives = ALLERGEN_TEST_LINES.filter(({ allergens }) => allergens.includes(allergen)).length
      expect(positives, allergen).toBeGreaterThanOrEqual(8)
    }
    expect(
      ALLERGEN_TEST_LINES.filter(({ allergens }) => allergens.length === 0).length,
    ).toBeGreaterThanOrEqual(60)
  })

  it('label wheat lines with gluten too', () => {
    for (const { line, allergens } of ALLERGEN_TEST_LINES) {
      if (allergens.includes('wheat')) expect(allergens, line).toContain('gluten')
    }
  })

  it('are never missed, and what is claimed certain is right at least 95 % of the time for every allergen', () => {
    const scores = scoreTestLines()
    console.log(
      `Allergen detection over ${ALLERGEN_TEST_LINES.length} labelled lines\n${formatScores(scores)}`,
    )
    for (const score of scores) {
      if (score.tp + score.fn === 0) expect(score.fp, score.allergen).toBe(0)
      else {
        expect(score.precision, `${score.allergen} precision`).toBeGreaterThanOrEqual(0.95)
        expect(score.recall, `${score.allergen} recall`).toBe(1)
      }
    }
  })
})

describe('detectAllergens', () => {
  it.each<[string, AllergenId[]]>([
    ['1 can (400 ml) coconut milk', []],
    ['1 cup oat milk', ['gluten']],
    ['1 cup unsweetened almond milk', ['tree-nuts']],
    ['1 cup soy milk', ['soy']],
    ['1/2 cup peanut butter', ['peanuts']],
    ['2 tbsp cocoa butter', []],
    ['1/4 tsp ground nutmeg', []],
    ['1 small butternut squash, cubed', []],
    ['1 can sliced water chestnuts', []],
    ['1/2 tsp cream of tartar', []],
    ['1 cup buckwheat groats', []],
    ['2 cups buckwheat flour', []],
    ['1 large eggplant, cubed', []],
    ['1 cup shredded coconut', []],
    ['2 cups gluten-free flour', []],
    ['12 oz gluten-free pasta', []],
    ['3 tbsp tamari (gluten-free soy sauce)', ['soy']],
    ['6 oz oyster mushrooms', []],
    ['1 bunch Swiss chard', []],
    ['1 medium spaghetti squash', []],
    ['1/2 cup bread-and-butter pickles', []],
    ['1 cup ginger ale', []],
    ['1/2 cup tiger nuts', []],
  ])('reads the look-alike "%s" as %j', (line, allergens) => {
    expect(detectAllergens(line).allergens).toEqual(allergens)
  })

  it.each<[string, AllergenId[]]>([
    ['1 cup dairy-free milk', []],
    ['1/2 cup egg-free mayo', []],
    ['1/4 cup peanut-free sunflower butter', []],
    ['1 tbsp soy-free coconut aminos', []],
    ['1 cup nut-free seed butter', []],
    ['2 tbsp vegan butter (dairy-free)', []],
    ['1/2 cup vegan mayonnaise', []],
    ['1 cup soy-free vegan mayo', []],
    ['1 cup gluten-free rolled oats', []],
    ['1/2 cup unsulphured dried apricots', []],
    ['2 tbsp GF soy sauce', ['soy']],
    ['1/2 cup nut-free pesto', ['milk']],
    ['6 oz egg-free spaghetti', ['wheat', 'gluten']],
    ['1 tbsp wheat-free tamari', ['soy']],
  ])('honours the negation in "%s"', (line, allergens) => {
    expect(detectAllergens(line).allergens).toEqual(allergens)
  })

  it.each<[string, AllergenId[]]>([
    ['1 cup lactose-free milk', ['milk']],
    ['1/4 cup non-dairy creamer', ['milk']],
    ['2 cups all-purpose flour (or a gluten-free blend)', ['wheat', 'gluten']],
    ['1 cup milk (or dairy-free milk)', ['milk']],
    ['1 cup cashews (or sunflower seeds for nut-free)', ['tree-nuts']],
    ['2 tbsp butter or dairy-free spread', ['milk']],
  ])('keeps the allergen when "%s" only half rules it out', (line, allergens) => {
    expect(detectAllergens(line).allergens).toEqual(allergens)
  })

  it('reads bare curry as curry powder, which may contain mustard and celery, but not curry leaves', () => {
    for (const line of ['2 tsp mild curry', '1 tbsp curry', '1 cup curry sauce'])
      expect(detectAllergens(line, { language: 'en' }).mayContain, line).toEqual(['mustard', 'celery'])
    expect(detectAllergens('12 fresh curry leaves').mayContain).toEqual([])
  })

  it('counts peanut oil as peanuts, refined or not', () => {
    expect(detectAllergens('2 tbsp peanut oil').allergens).toEqual(['peanuts'])
    expect(detectAllergens('1 tbsp refined peanut oil').allergens).toEqual(['peanuts'])
    expect(detectAllergens('groundnut oil, for frying').allergens).toEqual(['peanuts'])
  })

  it('counts wheat as gluten but not buckwheat or gluten-free cereals', () => {
    expect(detectAllergens('1 cup spelt flour').allergens).toEqual(['wheat', 'gluten'])
    expect(detectAllergens('1 cup pearl barley').allergens).toEqual(['gluten'])
    expect(detectAllergens('1 cup buckwheat flour').allergens).toEqual([])
    expect(detectAllergens('1 cup rice flour').allergens).toEqual([])
  })

  it('matches whole words only, ignoring case, accents, punctuation and plurals', () => {
    expect(detectAllergens('200 G GRUYÈRE').allergens).toEqual(['milk'])
    expect(detectAllergens('1/4 cup crème fraîche').allergens).toEqual(['milk'])
    expect(detectAllergens("2 tbsp za'atar").allergens).toEqual(['sesame'])
    expect(detectAllergens('3 anchovies').allergens).toEqual(['fish'])
    expect(detectAllergens('2 tomatoes').allergens).toEqual([])
    expect(detectAllergens('1 cup doughnut holes').allergens).not.toContain('tree-nuts')
    expect(detectAllergens('1 lb scallopini of veal').allergens).toEqual([])
  })

  it('answers allergens in canonical order', () => {
    const line =
      'milk, egg, cod, shrimp, clam, almond, peanut, wheat, barley, tofu, sesame, mustard, celery, lupin, ' +
      'wine'
    expect(detectAllergens(line).allergens).toEqual(ALLERGEN_IDS)
  })

  it('answers sensitivities in canonical order', () => {
    const line =
      'cream; barley; honey; salami; coffee; msg; sucralose; food coloring; potassium sorbate; ' +
      'jalapeño; lemon; tomato; garlic; capers; vinegar'
    expect(detectAllergens(line).sensitivities).toEqual(SENSITIVITY_IDS)
  })

  it.each<[string, string[]]>([
    ['2 tbsp unsalted butter', ['lactose']],
    ['1 cup all-purpose flour', ['gluten', 'fodmaps']],
    ['2 shots espresso', ['caffeine']],
    ['1 tsp matcha powder', ['caffeine']],
    ['1 cup decaf coffee', []],
    ['2 jalapeños, minced', ['spicy-foods', 'nightshades']],
    ['1 tbsp sriracha', ['spicy-foods', 'nightshades']],
    ['1/2 tsp red pepper flakes', ['spicy-foods', 'nightshades']],
    ['1/2 tsp msg', ['msg']],
    ['1 cup dry white wine', ['histamine', 'sulphites']],
    ['2 cups diced potatoes', ['nightshades']],
    ['1 large sweet potato', []],
    ['Salt and black pepper', []],
    ['Zest of 1 orange', ['citrus']],
    ['1 stalk lemongrass', []],
    ['4 slices bacon', ['histamine', 'preservatives', 'high-sodium']],
    ['3 drops red food coloring', ['food-dyes']],
    ['2 packets Splenda', ['artificial-sweeteners']],
    ['2 tbsp honey', ['fructose', 'fodmaps']],
    ['2 cloves garlic', ['fodmaps']],
    ['1 cup green beans', []],
    ['1 tbsp capers', ['high-sodium']],
    ['3 tbsp extra-virgin olive oil', []],
  ])('reads the sensitivities of "%s" as %j', (line, sensitivities) => {
    expect(detectAllergens(line).sensitivities).toEqual(sensitivities)
  })
})

describe('sulphites, one id for the allergen and the sensitivity', () => {
  it('marks every labelled line holding the sulphites allergen with the sulphites sensitivity too', () => {
    const lines = ALLERGEN_TEST_LINES.filter(({ allergens }) => allergens.includes('sulphites'))
    expect(lines.length).toBeGreaterThan(10)
    for (const { line } of lines) expect(detectAllergens(line).sensitivities, line).toContain('sulphites')
  })

  it.each(['1 pint beer', '2 tbsp apple cider vinegar', '1/2 cup raisins'])(
    'marks "%s" with the sulphites sensitivity but not the allergen',
    (line) => {
      const detection = detectAllergens(line)
      expect(detection.sensitivities).toContain('sulphites')
      expect([...detection.allergens, ...detection.mayContain]).not.toContain('sulphites')
    },
  )

  it('lets unsulphured or sulfite-free rule out both the allergen and the sensitivity', () => {
    for (const line of ['1/2 cup unsulphured dried apricots', '1 cup sulfite-free red wine']) {
      const detection = detectAllergens(line)
      expect(detection.allergens, line).not.toContain('sulphites')
      expect(detection.sensitivities, line).not.toContain('sulphites')
    }
  })
})

describe('detectRecipeAllergens', () => {
  it('answers the union over all lines in canonical order', () => {
    const recipe = ['2 tbsp sesame oil', '1 lb shrimp', '2 cups all-purpose flour', '1 cup milk', 'Salt']
    expect(detectRecipeAllergens(recipe)).toEqual({
      allergens: ['milk', 'crustaceans', 'wheat', 'gluten', 'sesame'],
      mayContain: [],
      sensitivities: ['lactose', 'gluten', 'fodmaps'],
    })
  })

  it('keeps an allergen at the certain level when one line is certain and another only often', () => {
    const detection = detectRecipeAllergens(['2 tbsp white miso', '1 cup all-purpose flour', '4 bagels'])
    expect(detection.allergens).toEqual(['wheat', 'gluten', 'soy'])
    expect(detection.mayContain).toEqual(['sesame'])
  })

  it('answers nothing for an empty recipe', () => {
    expect(detectRecipeAllergens([])).toEqual({ allergens: [], mayContain: [], sensitivities: [] })
  })

  // The speed itself is printed by `npm run bench:allergens`; here the matcher's own step count bounds it.
  it('takes a bounded number of matcher steps per character, so time grows linearly with the text', () => {
    const stepsFor = (lines: readonly string[]) => {
      const before = matcherWork.steps
      detectRecipeAllergens(lines, { language: null })
      return matcherWork.steps - before
    }
    const lines = ALLERGEN_TEST_LINES.map(({ line }) => line)
    const characters = lines.reduce((total, line) => total + line.length, 0)
    const once = stepsFor(lines)
    expect(stepsFor([...lines, ...lines])).toBe(2 * once)
    expect(once / characters).toBeLessThan(4)
    // One endless word, or one long part of many words, walks no deeper per letter than a short one.
    for (const unit of ['a', 'milch', 'haselnuss ', '鸡蛋', 'szentjanoskenyerliszt']) {
      const short = stepsFor([unit.repeat(500)])
      expect(stepsFor([unit.repeat(1000)]), unit).toBeLessThanOrEqual(2 * short + 2)
      expect(short / (unit.length * 500), unit).toBeLessThan(8)
    }
  })
})
