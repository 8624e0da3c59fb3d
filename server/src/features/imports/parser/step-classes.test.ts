import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'
import type { ParsedRecipe } from './types'

/*
 * Failure classes of instructions (and titles) seen on real saved pages, each on a small page written here
 * after the kind of site it imitates.
 */

const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`

const parse = (html: string, url = 'https://recipes.example/test/'): ParsedRecipe => {
  const page = parseRecipePage(html, url)
  if (page.recipe === null) throw new Error(`expected a recipe, got: ${page.summary}`)
  return page.recipe
}

describe('section headings in further languages', () => {
  it.each([
    ['Ingredienser', 'Fremgangsmåde'],
    ['Ingredienser', 'Tillagning'],
    ['Składniki', 'Przygotowanie'],
    ['Hozzávalók', 'Elkészítés'],
  ])('reads a card headed %j and %j', (ingredientsLabel, stepsLabel) => {
    const recipe = parse(`<html><body><h1>Kage</h1>
      <h2>${ingredientsLabel}</h2><ul><li>200 g mel</li><li>100 g smør</li></ul>
      <h2>${stepsLabel}</h2><ol><li>Bland mel og smør.</li><li>Bag i 20 minutter.</li></ol>
      <h2>Kommentarer</h2><p>Lækker!</p></body></html>`)
    expect(recipe.ingredients).toEqual(['200 g mel', '100 g smør'])
    expect(recipe.instructions).toEqual(['Bland mel og smør.', 'Bag i 20 minutter.'])
  })

  it('reads headings that name the dish before the section', () => {
    const recipe = parse(`<html><body><h1>Apfelkuchen</h1>
      <h2>Apfelkuchen – Die Zutaten</h2><ul><li>3 Äpfel</li><li>200 g Mehl</li></ul>
      <h2>Apfelkuchen – Die Zubereitung</h2><ul><li>Äpfel schälen und schneiden.</li><li>Alles backen.</li></ul>
      </body></html>`)
    expect(recipe.ingredients).toEqual(['3 Äpfel', '200 g Mehl'])
    expect(recipe.instructions).toEqual(['Äpfel schälen und schneiden.', 'Alles backen.'])
  })

  it('reads a steps heading that says what the steps make', () => {
    const recipe = parse(`<html><body><h1>Crema</h1>
      <h2>Ingredientes para hacer la crema</h2><ul><li>1 calabaza</li><li>2 puerros</li></ul>
      <h2>Elaboración de la crema de calabaza</h2><p>Pela la calabaza.</p><p>Cuece todo 20 minutos.</p>
      <h2>Consejos</h2><p>Sirve caliente.</p></body></html>`)
    expect(recipe.instructions).toEqual(['Pela la calabaza.', 'Cuece todo 20 minutos.'])
  })
})

describe('a method in several parts', () => {
  it('keeps reading past a smaller steps heading inside the method', () => {
    const recipe = parse(`<html><body><h1>Chicken Rice</h1>
      <h3>Ingredients</h3><ul><li>400 g chicken</li><li>280 g rice</li></ul>
      <h3>Method</h3><h4>Preparation</h4><p>Slice the chicken.</p><p>Rinse the rice.</p>
      <h4>Cooking</h4><p>Fry the rice.</p><p>Add the chicken and simmer.</p>
      <h3>Our cookware</h3><p>Woks from 20 pounds.</p></body></html>`)
    expect(recipe.instructions).toEqual([
      'Slice the chicken.',
      'Rinse the rice.',
      'Fry the rice.',
      'Add the chicken and simmer.',
    ])
  })

  it('keeps reading past a heading that names the part of the method it starts', () => {
    const recipe = parse(`<html><body><h1>Arroz</h1>
      <p><strong>Ingredientes</strong></p><p>300 g de arroz</p><p>1 puerro</p>
      <p>Preparación.</p>
      <p><strong>Preparación del caldo</strong></p><p>1. Cuece el puerro.</p><p>2. Cuela el caldo.</p>
      <p><strong>Preparación del arroz</strong></p><p>1. Sofríe el arroz.</p><p>2. Añade el caldo.</p>
      </body></html>`)
    expect(recipe.instructions).toEqual([
      'Cuece el puerro.',
      'Cuela el caldo.',
      'Sofríe el arroz.',
      'Añade el caldo.',
    ])
  })

  it('keeps reading past a short line that names the next list of steps', () => {
    const recipe = parse(`<html><body><h1>Pumpkin Bread</h1>
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>1 box cake mix</li></ul>
      <h2>Instructions</h2><ul><li>Whisk the eggs.</li><li>Bake for 45 minutes.</li></ul>
      <p>Optional glaze:</p><ul><li>Whisk sugar and milk and pour over the loaf.</li></ul>
      <p>This bread keeps for three days.</p></body></html>`)
    expect(recipe.instructions).toEqual([
      'Whisk the eggs.',
      'Bake for 45 minutes.',
      'Whisk sugar and milk and pour over the loaf.',
    ])
  })
})

describe('steps inside microdata sections', () => {
  it('reads the steps of sections nested in a section', () => {
    const recipe = parse(`<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Salad</h1>
      <ul><li itemprop="recipeIngredient">1 apple</li><li itemprop="recipeIngredient">1 lettuce</li></ul>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
        <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
          <meta itemprop="name" content="Dressing">
          <p itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Whisk the dressing.</span></p>
        </div>
        <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
          <meta itemprop="name" content="Salad">
          <p itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Slice the apple.</span></p>
          <p itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Toss with the lettuce.</span></p>
        </div>
      </div></div></body></html>`)
    expect(recipe.instructions).toEqual(['Whisk the dressing.', 'Slice the apple.', 'Toss with the lettuce.'])
  })
})

describe('structured steps cut down to a fragment of the method', () => {
  const page = (structuredSteps: string[], cardSteps: string) => `<html><head>${jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Chicken',
    recipeIngredient: ['4 chicken breasts', '2 lemons'],
    recipeInstructions: structuredSteps,
  })}</head><body><h1>Lemon Chicken</h1>
    <h2>Ingredients</h2><ul><li>4 chicken breasts</li><li>2 lemons</li></ul>
    <h2>Directions</h2>${cardSteps}</body></html>`

  it('reads the card’s steps when the structured data holds only the last section', () => {
    const recipe = parse(
      page(
        ['Squeeze the lemons and whisk the juice with the oil.'],
        `<p>Pound the chicken breasts until they are thin and even.</p>
         <p>Season the chicken well and fry it for four minutes on each side.</p>
         <p>Squeeze the lemons and whisk the juice with the oil.</p>`,
      ),
    )
    expect(recipe.instructions).toEqual([
      'Pound the chicken breasts until they are thin and even.',
      'Season the chicken well and fry it for four minutes on each side.',
      'Squeeze the lemons and whisk the juice with the oil.',
    ])
  })

  it('keeps the structured steps when the card only adds buttons and links', () => {
    const steps = ['Season the chicken and fry it until golden on both sides.', 'Squeeze over the lemons.']
    const recipe = parse(
      page(
        steps,
        `<p>${steps[0]}</p><p>${steps[1]}</p><p>Print</p><p>Save</p><p>Jump to top</p><p>Rate it</p>
         <p>More recipes</p><p>Share</p><p>Lemon Tart</p><p>Read now</p>`,
      ),
    )
    expect(recipe.instructions).toEqual(steps)
  })

  it('keeps the structured steps when the card shows them twice', () => {
    const steps = ['Season the chicken and fry it until golden on both sides.', 'Squeeze over the lemons.']
    const twice = steps.map((step) => `<p>${step}</p>`).join('')
    expect(parse(page(steps, twice + twice)).instructions).toEqual(steps)
  })
})

describe('steps with their own short titles', () => {
  const withSteps = (steps: Array<Record<string, string>>) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Salmon Dip',
      recipeIngredient: ['200 g cream cheese', '100 g smoked salmon'],
      recipeInstructions: steps.map((step) => ({ '@type': 'HowToStep', ...step })),
    })

  it('keeps a step’s title with its text', () => {
    const recipe = parse(
      withSteps([
        { name: 'Soften the cheese', text: 'Let the cream cheese come to room temperature.' },
        { name: 'Garnish', text: 'Top with dill just before serving.' },
      ]),
    )
    expect(recipe.instructions).toEqual([
      'Soften the cheese: Let the cream cheese come to room temperature.',
      'Garnish: Top with dill just before serving.',
    ])
  })

  it('does not repeat a name that is the text or its first words, or a step number', () => {
    const recipe = parse(
      withSteps([
        {
          name: 'Let the cream cheese come to room temperature.',
          text: 'Let the cream cheese come to room temperature.',
        },
        { name: 'Flake the salmon…', text: 'Flake the salmon into the bowl.' },
        { name: 'Step 3', text: 'Mix well.' },
        { name: 'dip_r step 4', text: 'Chill for an hour.' },
      ]),
    )
    expect(recipe.instructions).toEqual([
      'Let the cream cheese come to room temperature.',
      'Flake the salmon into the bowl.',
      'Mix well.',
      'Chill for an hour.',
    ])
  })
})

describe('steps under a heading no label list knows, or none', () => {
  it('reads the sentences after the ingredient list as the steps', () => {
    const recipe = parse(`<html><body><h1>Marshmallow Fondant</h1>
      <h4>Things to gather</h4><p>Ingredients</p>
      <ul><li>1 bag mini marshmallows</li><li>3 tablespoons water</li><li>6 cups powdered sugar</li></ul>
      <h4>Off we go!</h4>
      <ul><li>Melt the marshmallows with the water.</li><li>Knead in the sugar until smooth.</li></ul>
      <p>Written by Ana</p><p>Share</p>
      <h2>You may also like</h2><p>Rainbow cake with a lot of frosting on it.</p></body></html>`)
    expect(recipe.instructions).toEqual([
      'Melt the marshmallows with the water.',
      'Knead in the sugar until smooth.',
    ])
  })

  it('reads untitled paragraphs after an untitled list of measured ingredients', () => {
    const recipe = parse(`<html><body><h1>Grape Chicken Salad</h1>
      <ul><li>6 cups chicken, shredded</li><li>3 cups grapes, halved</li><li>2 cups mayonnaise</li></ul>
      <p>Combine the chicken and grapes in a bowl.</p><p>Fold in the mayonnaise and serve.</p>
      <h3>Compare products</h3></body></html>`)
    expect(recipe.instructions).toEqual([
      'Combine the chicken and grapes in a bowl.',
      'Fold in the mayonnaise and serve.',
    ])
  })

  it('stops at the notes and leaves a further list of things alone', () => {
    const recipe = parse(`<html><body><h1>Orange Carrots</h1>
      <h3>Ingredients</h3><ul><li>2 carrots</li><li>200 ml orange juice</li></ul>
      <h3>Let us cook</h3><p>Slice the carrots into thin coins.</p><p>Simmer them in the juice until tender.</p>
      <h3>Variations</h3><p>Use apple juice instead of orange juice for a milder taste.</p></body></html>`)
    expect(recipe.instructions).toEqual([
      'Slice the carrots into thin coins.',
      'Simmer them in the juice until tender.',
    ])
    const equipment = parse(`<html><body><h1>Crème brûlée</h1>
      <h3>Ingredients</h3><ul><li>4 egg yolks</li><li>500 ml cream</li></ul>
      <ul><li>a small kitchen blowtorch</li><li>a sugar or frying thermometer</li></ul></body></html>`)
    expect(equipment.instructions).toEqual([])
  })
})

describe('a page title that wraps the dish in more words', () => {
  const page = (socialTitle: string, headings: string[]) => `<html><head>
    <meta property="og:title" content="${socialTitle}"><title>${socialTitle}</title></head><body>
    ${headings.map((heading) => `<h1>${heading}</h1>`).join('')}
    <h2>Ingredients</h2><ul><li>3 apples</li><li>200 g flour</li></ul>
    <h2>Method</h2><ol><li>Slice the apples.</li><li>Bake the pie.</li></ol></body></html>`

  it.each([
    ['Recipes - Apple Pie with Cinnamon | Green Fork', ['Our kitchen', 'Apple Pie with Cinnamon']],
    ['Apple Pie with Cinnamon Recipe with pictures - Green Fork - Recipes', ['Apple Pie with Cinnamon']],
    ['Apple Pie with Cinnamon - Cakes and pies - Green Fork', ['Apple Pie with Cinnamon']],
  ])('takes the page heading out of %j', (socialTitle, headings) => {
    expect(parse(page(socialTitle, headings)).title).toBe('Apple Pie with Cinnamon')
  })

  it('keeps the social title when the heading is only part of the dish’s name', () => {
    expect(parse(page('Apple Pie Bars | Green Fork', ['Apple Pie'])).title).toBe('Apple Pie Bars')
  })
})

describe('a structured name copied from the page title', () => {
  it('loses the site and the recipe label the page title adds', () => {
    const recipe = parse(
      `<html><head><meta property="og:site_name" content="Green Fork">${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Roasted Beetroot Recept képpel - Green Fork',
        recipeIngredient: ['3 beetroots'],
        recipeInstructions: ['Roast the beetroots.'],
      })}</head><body></body></html>`,
    )
    expect(recipe.title).toBe('Roasted Beetroot')
  })

  it('keeps a recipe label in a structured name that does not name the site', () => {
    const recipe = parse(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Roasted Beetroot Recipe',
        recipeIngredient: ['3 beetroots'],
        recipeInstructions: ['Roast the beetroots.'],
      }),
    )
    expect(recipe.title).toBe('Roasted Beetroot Recipe')
  })
})

describe('a last step that runs into the next heading', () => {
  it('keeps the step text before a heading inside the same list item', () => {
    const recipe = parse(`<html><body><h1>Roast Potatoes</h1>
      <h2>Ingredients</h2><ul><li>1 kg potatoes</li><li>2 tbsp oil</li></ul>
      <h2>Method</h2><ol><li>Cut the potatoes.</li><li>Roast them for 40 minutes.<br><br>
      <h2><a href="/more">MORE POTATO RECIPES &gt;&gt;&gt;</a></h2></li></ol></body></html>`)
    expect(recipe.instructions).toEqual(['Cut the potatoes.', 'Roast them for 40 minutes.'])
  })
})
