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

describe('tabs named after sections', () => {
  it('still titles the panels below them', () => {
    const result = page(`<div><div role="tablist"><a role="tab" href="#i">Ingredients</a></div>
      <ul><li>2 eggs</li><li>1 cup milk</li></ul>
      <div role="tablist"><a role="tab" href="#m">Method</a></div>
      <ol><li>Whisk the eggs with the milk.</li><li>Cook gently in a buttered pan.</li></ol></div>`)
    const recipe = result.recipe ?? { ingredients: [], instructions: [] }
    expect(recipe.ingredients).toEqual(['2 eggs', '1 cup milk'])
    expect(recipe.instructions).toEqual(['Whisk the eggs with the milk.', 'Cook gently in a buttered pan.'])
  })
})

describe('parts of a line hidden by class', () => {
  it('leaves out substitutes hidden inside an ingredient line, but keeps parts shown on larger screens', () => {
    const result = page(`<h2>Ingredients</h2><ul>
      <li><span>¼ cup</span> <span>white wine vinegar</span><div class="substitute hidden">apple cider vinegar</div></li>
      <li><span>2 tbsp</span> <span>olive oil</span><div class="hidden md:block">extra-virgin</div></li>
      </ul><h2>Method</h2><ol><li>Whisk.</li><li>Serve.</li></ol>`)
    expect(result.recipe?.ingredients).toEqual(['¼ cup white wine vinegar', '2 tbsp olive oil extra-virgin'])
  })
})

describe('tab panels', () => {
  const panels = (second: string) =>
    page(`<h2>Ingredients</h2><div class="tab-content">
      <div role="tabpanel" class="tab-pane"><p>1 cup red lentils</p><p>4 cups vegetable stock</p></div>
      <div role="tabpanel" class="tab-pane active"><p>200g red lentils</p><p>1 litre vegetable stock</p></div>
      ${second}</div>`)

  it('reads only the shown panel when another repeats its foods in other units', () => {
    expect(panels('').recipe?.ingredients).toEqual(['200g red lentils', '1 litre vegetable stock'])
  })

  it('keeps a panel that is not shown when it holds other text', () => {
    const result = panels(
      '<div role="tabpanel" class="tab-pane"><h2>Method</h2><ol><li>Rinse the lentils well.</li><li>Simmer them in the stock until soft.</li></ol></div>',
    )
    expect(result.recipe?.instructions).toEqual([
      'Rinse the lentils well.',
      'Simmer them in the stock until soft.',
    ])
  })
})
