import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFixture } from './fixture-files'
import { parseRecipePage } from './parse-recipe-page'
import { parseRecipeText } from './plain-text'

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

  it('parses 5 MB of HTML well within a second', () => {
    const recipe = readFixture('visible-h2-lists.html')
    const filler =
      '<div class="comment"><h3>Reader</h3><p>Loved it &amp; will make it again. <a href="/x">Reply</a></p></div>\n'
    const html = recipe.replace('</body>', `${filler.repeat(Math.ceil(5_000_000 / filler.length))}</body>`)
    parseRecipePage(html)
    const started = performance.now()
    const page = parseRecipePage(html)
    const elapsed = performance.now() - started
    expect(page.recipe?.ingredients).toHaveLength(8)
    // The budget leaves room for a loaded CI machine; the benchmark prints the real figure.
    expect(elapsed).toBeLessThan(2500)
  })

  it('parses pathologically deep nesting quickly', () => {
    const started = performance.now()
    const page = parseRecipePage(`${'<div>'.repeat(200_000)}<h2>Ingredients</h2><ul><li>1 egg</li></ul>`)
    expect(performance.now() - started).toBeLessThan(2500)
    expect(page.summary.length).toBeGreaterThan(0)
  })
})
