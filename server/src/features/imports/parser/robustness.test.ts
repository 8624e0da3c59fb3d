import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFixture } from './fixture-files'
import { parseRecipePage } from './parse-recipe-page'
import { parseRecipeText } from './plain-text'
import { MAX_PARSE_DEPTH } from './prepare-html'
import { countParserSteps } from './work-meter'

const HTML_PIECES = [
  '<div>',
  '</div>',
  '<h2>Ingredients</h2>',
  '<h2>Method</h2>',
  '<ul>',
  '<li>',
  '</li>',
  '<p><strong>Steps:</strong></p>',
  '<script type="application/ld+json">',
  '</script>',
  '{"@type":"Recipe","name":',
  '"recipeIngredient":["',
  '"}',
  ']',
  '<![CDATA[',
  '&amp;',
  '&#',
  '<!--',
  '-->',
  '<table><tr><td>',
  '1. ',
  '\n',
  'PT1H',
]

describe('parser robustness', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (input) => {
        const page = parseRecipePage(input)
        expect(typeof page.summary).toBe('string')
        expect(parseRecipeText(input).summary.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 },
    )
  })

  it('never throws on random mixes of recipe-looking markup', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...HTML_PIECES), fc.string({ maxLength: 12 })), { maxLength: 200 }),
        (pieces) => {
          const page = parseRecipePage(pieces.join(''), 'https://example.com/page')
          expect(page.missing.length).toBeLessThanOrEqual(3)
          if (page.recipe !== null) expect(page.source).not.toBeNull()
        },
      ),
      { numRuns: 200 },
    )
  })

  it('never throws when called with values that are not strings', () => {
    expect(parseRecipePage(null as unknown as string).recipe).toBeNull()
    expect(parseRecipeText(42 as unknown as string).recipe).toBeNull()
    expect(parseRecipePage('<p>x</p>', 'not a url').recipe).toBeNull()
  })

  it('reads 5 MB of HTML in steps linear in its size', () => {
    const recipe = readFixture('visible-h2-lists.html')
    const filler =
      '<div class="comment"><h3>Reader</h3><p>Loved it &amp; will make it again. <a href="/x">Reply</a></p></div>\n'
    const html = recipe.replace('</body>', `${filler.repeat(Math.ceil(5_000_000 / filler.length))}</body>`)
    const { result: page, steps } = countParserSteps(() => parseRecipePage(html))
    expect(page.recipe?.ingredients).toHaveLength(8)
    expect(steps).toBeLessThanOrEqual(STEPS_PER_TAG * countTags(html))
  })

  it('reads pathologically deep nesting in steps linear in its size', () => {
    const html = `${'<div>'.repeat(200_000)}<h2>Ingredients</h2><ul><li>1 egg</li></ul>`
    const { result: page, steps } = countParserSteps(() => parseRecipePage(html))
    expect(page.summary.length).toBeGreaterThan(0)
    expect(steps).toBeLessThanOrEqual(STEPS_PER_TAG * countTags(html))
  })
})

/*
 * Hostile shapes: many itemprops, deep nesting of every kind, huge attributes, many sibling parts. Each is a
 * repeated unit; the parser's steps must grow with the number of tags, never with its square.
 */
const HOSTILE_UNITS = [
  '<span itemprop="recipeIngredient">1 egg</span>',
  '<div itemprop="recipeInstructions">step ',
  '<div itemscope itemtype="http://schema.org/Recipe">',
  '<span class="x-amount">1</span>',
  '<div>',
  '</div>',
  '<ul><li>1 egg',
  '<li>2 eggs</li>',
  '<h2>Ingredients</h2>',
  '<h3>For the sauce</h3>',
  '<div class="recipe-ingredients">',
  '<span><b>',
  '<p><strong>Steps:</strong></p>',
  '<table><tr><td>1 cup</td><td>flour</td>',
  `<span itemprop="recipeIngredient" content="${'a'.repeat(5_000)}">x</span>`,
  `<div class="${'ingredients '.repeat(500)}">`,
  '<script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["1 egg"]}</script>',
  '</span></b></li></ul></p>',
  // Containers and empty icons that name a fact by class, nested, each reading the text below it.
  '<div class="recipe-time">',
  '<span class="servings"><i class="icon-serves"></i>4',
]

/**
 * The worst case is a constant, not n: up to 10 microdata Recipe scopes are read, each may hold nested
 * itemprops that each read the text below them, and nesting stops at the parse depth limit.
 */
const STEPS_PER_TAG = 10 * MAX_PARSE_DEPTH
// Inside a microdata Recipe, so the microdata reader walks the units too, not only the page readers.
const inRecipeScope = (body: string) =>
  `<html><body><div itemscope itemtype="http://schema.org/Recipe">${body}</div></body></html>`
const countTags = (html: string) => (html.match(/</g) ?? []).length + 1

describe('the parser’s work on hostile pages', () => {
  it('stays within a fixed number of steps per tag, whatever the mix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...HOSTILE_UNITS), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 150 }),
        (units, repeat) => {
          const html = inRecipeScope(units.map((unit) => unit.repeat(repeat)).join(''))
          const { steps } = countParserSteps(() => parseRecipePage(html, 'https://example.com/r'))
          expect(steps).toBeLessThanOrEqual(STEPS_PER_TAG * countTags(html))
        },
      ),
      { numRuns: 25 },
    )
  })

  it.each(HOSTILE_UNITS.map((unit) => [unit.slice(0, 40), unit]))(
    'takes at most about twice the steps for twice as many of %s',
    (_name, unit) => {
      const stepsFor = (count: number) =>
        countParserSteps(() => parseRecipePage(inRecipeScope(unit.repeat(count)))).steps
      // Past the depth limit nesting adds no steps, so doubling the units may add fewer than double.
      expect(stepsFor(2_000)).toBeLessThanOrEqual(2.2 * stepsFor(1_000))
    },
  )
})
