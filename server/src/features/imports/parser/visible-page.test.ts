import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'

const page = (body: string, head = '<title>Test Recipe</title>') =>
  parseRecipePage(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`)

describe('visible page sections', () => {
  it.each([
    ['<h2>Ingredients</h2>', '<h2>Method</h2>'],
    ['<h3>INGREDIENTS:</h3>', '<h3>Directions:</h3>'],
    ['<p><strong>Ingredients</strong></p>', '<p><b>Instructions</b></p>'],
    ['<div class="label">ingredients</div>', '<div class="label">Preparation</div>'],
    ['<h4><span>Ingredients</span></h4>', '<h4><span>Steps</span></h4>'],
  ])('finds the sections under %s and %s', (ingredientsHeading, stepsHeading) => {
    const result = page(
      `${ingredientsHeading}<ul><li>2 eggs</li><li>1 cup milk</li></ul>${stepsHeading}<ol><li>Whisk.</li><li>Cook.</li></ol>`,
    )
    expect(result.source).toBe('visible-page')
    expect(result.recipe?.ingredients).toEqual(['2 eggs', '1 cup milk'])
    expect(result.recipe?.instructions).toEqual(['Whisk.', 'Cook.'])
  })

  it('stops the steps at prose that follows the list', () => {
    const result = page(
      '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Boil.</li></ol><p>Enjoy with toast!</p>',
    )
    expect(result.recipe?.instructions).toEqual(['Boil.'])
  })

  it('stops at the next heading of the same rank', () => {
    const result = page(
      '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>Boil the egg.</p><h2>More from us</h2><p>Subscribe now.</p>',
    )
    expect(result.recipe?.instructions).toEqual(['Boil the egg.'])
  })

  it('prefers the fullest section when a label appears more than once', () => {
    const result = page(
      '<p>Ingredients</p><p>See below.</p><h2>Ingredients</h2><ul><li>1 egg</li><li>Salt</li></ul><h2>Method</h2><ol><li>Boil.</li></ol>',
    )
    expect(result.recipe?.ingredients).toEqual(['1 egg', 'Salt'])
  })

  it('ignores hidden elements, scripts and forms', () => {
    const result = page(
      '<h2>Ingredients</h2><ul><li>1 egg</li><li hidden>secret</li><li style="display: none">ghost</li></ul><script>var x = "<li>no</li>"</script><h2>Method</h2><ol><li>Boil.</li></ol><form><h2>Ingredients</h2><ul><li>a</li><li>b</li><li>c</li></ul></form>',
    )
    expect(result.recipe?.ingredients).toEqual(['1 egg'])
  })

  it('takes the title from og:title, then h1, then the title element', () => {
    expect(
      page(
        '<h1>From H1</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul>',
        '<title>From title | Site</title><meta property="og:title" content="From OG">',
      ).recipe?.title,
    ).toBe('From OG')
    expect(
      page('<h1>From H1</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul>', '<title>From title | Site</title>')
        .recipe?.title,
    ).toBe('From H1')
    expect(
      page('<h2>Ingredients</h2><ul><li>1 egg</li></ul>', '<title>From title | Site</title>').recipe?.title,
    ).toBe('From title')
  })

  it('answers no recipe for a page whose only structure is ordinary headings and lists', () => {
    expect(page('<h1>Hello</h1><h2>Shopping</h2><ul><li>milk</li></ul>').recipe).toBeNull()
  })
})
