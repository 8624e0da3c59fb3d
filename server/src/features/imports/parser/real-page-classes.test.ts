import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'
import { parseRecipeText } from './plain-text'
import type { ParsedRecipe } from './types'

/*
 * One test group per failure class seen on real saved pages (the import issue's list). The pages are
 * small and written here after the plugins and builders they imitate; the evaluation set under ../eval
 * holds fuller pages of each kind.
 */

const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`
const recipeNode = (extra: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Test Recipe',
  recipeIngredient: ['1 egg'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook it.' }],
  ...extra,
})

const parse = (html: string, url = 'https://recipes.example/test/'): ParsedRecipe => {
  const page = parseRecipePage(html, url)
  if (page.recipe === null) throw new Error(`expected a recipe, got: ${page.summary}`)
  return page.recipe
}

describe('doubled parentheses on plugin notes', () => {
  it('drops the plugin’s parentheses around notes that already carry their own', () => {
    const recipe = parse(
      jsonLd(
        recipeNode({
          recipeIngredient: [
            '1/2 cup butter ((1 stick))',
            '4 lb pork shoulder ((butt) or picnic roast)',
            '1/2 small onion ((about 1/4 cup), finely diced)',
          ],
        }),
      ),
    )
    expect(recipe.ingredients).toEqual([
      '1/2 cup butter (1 stick)',
      '4 lb pork shoulder (butt) or picnic roast',
      '1/2 small onion (about 1/4 cup), finely diced',
    ])
  })

  it('joins a note that starts with a comma straight onto the name', () => {
    const recipe = parse(
      jsonLd(recipeNode({ recipeIngredient: ['1 onion (, quartered)', 'salt (, to taste)'] })),
    )
    expect(recipe.ingredients).toEqual(['1 onion, quartered', 'salt, to taste'])
  })

  it('leaves parentheses the author wrote alone', () => {
    const lines = ['2 (15 oz) cans black beans', '1 chipotle in adobo (optional)']
    expect(parse(jsonLd(recipeNode({ recipeIngredient: lines }))).ingredients).toEqual(lines)
  })
})

describe('the page’s own characters', () => {
  it('keeps vulgar fractions and turns non-breaking spaces into spaces', () => {
    const recipe = parse(
      jsonLd(recipeNode({ recipeIngredient: ['¾\u00a0teaspoon salt', '½&nbsp;cup milk'] })),
    )
    expect(recipe.ingredients).toEqual(['¾ teaspoon salt', '½ cup milk'])
  })

  it('repairs text a site published double-decoded', () => {
    const recipe = parse(jsonLd(recipeNode({ name: 'CrÃ¨me brÃ»lÃ©e', recipeIngredient: ['Â½ cup sugar'] })))
    expect(recipe.title).toBe('Crème brûlée')
    expect(recipe.ingredients).toEqual(['½ cup sugar'])
  })
})

describe('split ingredient markup', () => {
  it('joins amount, unit, name and notes in page order with the unit kept, even without spaces between them', () => {
    const recipe = parse(`<h1>Toastie</h1><div class="card"><h3>Ingredients</h3><ul>
      <li><span class="wrap"><span class="ingredient-amount">195</span><span class="ingredient-unit">g</span><span class="ingredient-name">shaved ham</span></span></li>
      <li><span class="wrap"><span class="amount">150</span><span class="unit">gr</span><span class="name">bloem</span><span class="notes">gezeefd</span></span></li></ul>
      <h3>Instructions</h3><ol><li>Toast it.</li></ol></div>`)
    expect(recipe.ingredients).toEqual(['195 g shaved ham', '150 gr bloem gezeefd'])
  })
})

describe('recipes beyond JSON-LD', () => {
  it('reads an RDFa Recipe with the schema: prefix', () => {
    const recipe = parse(`<section typeof="schema:Recipe"><h1 property="schema:name">Tzatziki</h1>
      <span property="schema:recipeYield" content="6">Serves 6</span>
      <ul><li property="schema:recipeIngredient">500 g yogurt</li><li property="schema:recipeIngredient">1 cucumber</li></ul>
      <ol><li property="schema:recipeInstructions">Grate the cucumber.</li><li property="schema:recipeInstructions">Stir together.</li></ol></section>`)
    expect(recipe.title).toBe('Tzatziki')
    expect(recipe.ingredients).toEqual(['500 g yogurt', '1 cucumber'])
    expect(recipe.instructions).toEqual(['Grate the cucumber.', 'Stir together.'])
    expect(recipe.yields).toBe('6 servings')
  })

  it('reads the recipe object in Next.js page data', () => {
    const state = {
      props: {
        pageProps: {
          recipe: {
            title: 'Sesame Chicken',
            servings: 4,
            totalTime: 35,
            ingredients: [
              { quantity: '500 g', name: 'chicken' },
              { quantity: '2 tbsp', unit: '', name: 'soy sauce' },
            ],
            method: [
              { step: 1, text: 'Fry the chicken.' },
              { step: 2, text: 'Add the soy sauce.' },
            ],
          },
        },
      },
    }
    const page = parseRecipePage(
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`,
    )
    expect(page.source).toBe('app-state')
    expect(page.recipe?.title).toBe('Sesame Chicken')
    expect(page.recipe?.ingredients).toEqual(['500 g chicken', '2 tbsp soy sauce'])
    expect(page.recipe?.instructions).toEqual(['Fry the chicken.', 'Add the soy sauce.'])
    expect(page.recipe?.totalTimeMinutes).toBe(35)
    expect(page.recipe?.yields).toBe('4 servings')
  })

  it('reads a schema.org Recipe that Next.js page data carries', () => {
    const state = {
      props: { pageProps: { schema: recipeNode({ name: 'Banana Bread', totalTime: 'PT1H10M' }) } },
    }
    const recipe = parse(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`,
    )
    expect(recipe.title).toBe('Banana Bread')
    expect(recipe.totalTimeMinutes).toBe(70)
  })

  it('rebuilds Nuxt 3 devalue data, whose entries point at each other by index', () => {
    const table = [
      ['Reactive', 1],
      { recipe: 2 },
      { name: 3, ingredients: 4, steps: 7 },
      'Carrot Cake',
      [5, 6],
      '250 g carrot',
      '3 eggs',
      [8],
      'Bake for 40 minutes.',
    ]
    const recipe = parse(
      `<script type="application/json" id="__NUXT_DATA__">${JSON.stringify(table)}</script>`,
    )
    expect(recipe.title).toBe('Carrot Cake')
    expect(recipe.ingredients).toEqual(['250 g carrot', '3 eggs'])
    expect(recipe.instructions).toEqual(['Bake for 40 minutes.'])
  })

  it('reads Nuxt 2 state that is plain data, and runs nothing that is code', () => {
    const state = {
      data: [{ recipe: { name: 'Risotto', ingredients: ['300 g rice'], instructions: ['Stir.'] } }],
    }
    expect(parse(`<script>window.__NUXT__=${JSON.stringify(state)};</script>`).title).toBe('Risotto')
    const code = parseRecipePage('<script>window.__NUXT__=(function(a){return {recipe:a}}("x"));</script>')
    expect(code.recipe).toBeNull()
  })

  it('flattens HowToSection nesting into steps in order', () => {
    const recipe = parse(
      jsonLd(
        recipeNode({
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'Pastry',
              itemListElement: [{ '@type': 'HowToStep', text: 'Roll.' }],
            },
            {
              '@type': 'HowToSection',
              name: 'Filling',
              itemListElement: [{ '@type': 'HowToStep', text: 'Fill.' }],
            },
          ],
        }),
      ),
    )
    expect(recipe.instructions).toEqual(['Roll.', 'Fill.'])
  })

  it('reads recipe containers named by class when no heading names the section', () => {
    const recipe =
      parse(`<h1>Caprese</h1><div class="recipe-ingredients"><div>What goes in</div><ul><li>3 tomatoes</li><li>1 mozzarella</li></ul></div>
      <div class="recipe-directions"><div>How it comes together</div><ol><li>Slice.</li><li>Layer.</li></ol></div>`)
    expect(recipe.ingredients).toEqual(['3 tomatoes', '1 mozzarella'])
    expect(recipe.instructions).toEqual(['Slice.', 'Layer.'])
  })

  it.each([
    ['German', 'Zutaten', 'Zubereitung'],
    ['Dutch', 'Ingrediënten', 'Bereidingswijze'],
    ['French', 'Ingrédients', 'Préparation'],
    ['Spanish', 'Ingredientes', 'Elaboración'],
    ['Portuguese', 'Ingredientes', 'Modo de preparo'],
    ['Italian', 'Ingredienti', 'Procedimento'],
    ['Greek', 'Υλικά', 'Εκτέλεση'],
  ])('reads %s section headings', (_language, ingredients, steps) => {
    const recipe = parse(
      `<h1>Dish</h1><h2>${ingredients}</h2><ul><li>1 a</li><li>2 b</li></ul><h2>${steps}</h2><ol><li>One.</li><li>Two.</li></ol>`,
    )
    expect(recipe.ingredients).toEqual(['1 a', '2 b'])
    expect(recipe.instructions).toEqual(['One.', 'Two.'])
  })

  it('ends numbered paragraphs where the numbering ends', () => {
    const recipe = parse(
      '<p><strong>Ingredients:</strong></p><p>2 eggs<br>1 cup rice</p><p><strong>Instructions:</strong></p><p>1. Fry.</p><p>2. Serve.</p><p>Enjoy!</p>',
    )
    expect(recipe.instructions).toEqual(['Fry.', 'Serve.'])
  })
})

describe('titles', () => {
  const body = '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Cook.</li></ol>'

  it('takes og:title, then the h1, without a suffix that repeats the site name', () => {
    const og =
      '<meta property="og:title" content="Lemon Cake | Bake Street"><meta property="og:site_name" content="Bake Street">'
    expect(parse(`<head>${og}</head><body><h1>Other</h1>${body}</body>`).title).toBe('Lemon Cake')
    expect(
      parse(`<head><title>Pierogi - Babcia Cooks</title></head><body><h1>Pierogi</h1>${body}</body>`).title,
    ).toBe('Pierogi')
  })

  it('drops "recipe by" the site, and a JSON-LD name that carries the site name', () => {
    const byline =
      '<meta property="og:title" content="Dal Makhani recipe by Anjali’s Kitchen"><meta property="og:site_name" content="Anjali\'s Kitchen">'
    expect(parse(`<head>${byline}</head><body>${body}</body>`).title).toBe('Dal Makhani')
    const named = jsonLd(recipeNode({ name: 'Miso Aubergine | Green Fork' }))
    expect(parse(`<head><meta property="og:site_name" content="Green Fork">${named}</head>`).title).toBe(
      'Miso Aubergine',
    )
  })

  it('keeps a suffix that is not the site’s name', () => {
    expect(
      parse(jsonLd(recipeNode({ name: 'Soup - Quick and Easy' })), 'https://soup.example/x/').title,
    ).toBe('Soup - Quick and Easy')
  })

  it('drops a recipe label set off by a dash from a recipe’s own name, but keeps a name that ends in Recipe', () => {
    expect(parse(jsonLd(recipeNode({ name: 'Boterkoek – Recept' }))).title).toBe('Boterkoek')
    expect(parse(jsonLd(recipeNode({ name: 'Apfelstrudel | Rezept' }))).title).toBe('Apfelstrudel')
    expect(parse(jsonLd(recipeNode({ name: 'Grandma’s Meatloaf Recipe' }))).title).toBe(
      'Grandma’s Meatloaf Recipe',
    )
  })

  it('reads a leading recipes label before a separator as the site’s section, not as the dish', () => {
    const titled = '<head><title>Matrecept - Kålpudding med lingon</title></head>'
    expect(parse(`${titled}<body>${body}</body>`, 'https://mat.example/kalpudding').title).toBe(
      'Kålpudding med lingon',
    )
    expect(parse(jsonLd(recipeNode({ name: 'Recipe: Red Lentil Dal' }))).title).toBe('Red Lentil Dal')
    expect(parse(jsonLd(recipeNode({ name: 'Receta de tortilla de patatas' }))).title).toBe(
      'Receta de tortilla de patatas',
    )
  })

  it('falls back to the recipe card’s title before the page <title>', () => {
    expect(
      parse(
        `<head><title>Cornbread</title></head><body><div id="zlrecipe-title">Skillet Cornbread</div>${body}</body>`,
      ).title,
    ).toBe('Skillet Cornbread')
  })
})

describe('times and yields', () => {
  it.each([
    ['PT0H30M', 30],
    ['P0DT1H', 60],
    ['1 hr 10 mins', 70],
    ['1 h 05 min', 65],
    ['50 Minuten', 50],
  ])('reads the total time %j', (totalTime, minutes) => {
    expect(parse(jsonLd(recipeNode({ totalTime }))).totalTimeMinutes).toBe(minutes)
  })

  it('adds prep and cook when the total is absent', () => {
    expect(parse(jsonLd(recipeNode({ prepTime: 'PT10M', cookTime: 'PT25M' }))).totalTimeMinutes).toBe(35)
  })

  it.each([
    ['Serves 4', '4 servings'],
    ['Makes 12 to 16 pieces', '12 to 16 pieces'],
    ['4 persone', '4 servings'],
    [['8', '1 tart'], '8 servings'],
    [['16', '16 squares'], '16 squares'],
  ])('reads the yield %j as %j', (recipeYield, expected) => {
    expect(parse(jsonLd(recipeNode({ recipeYield }))).yields).toBe(expected)
  })

  it('lets a lone cook time stand for the total, but not a lone prep time', () => {
    expect(parse(jsonLd(recipeNode({ cookTime: 'PT40M' }))).totalTimeMinutes).toBe(40)
    expect(parse(jsonLd(recipeNode({ prepTime: 'PT15M' }))).totalTimeMinutes).toBeNull()
  })

  it('does not let a cook time stand for the total when the same source states a prep time', () => {
    const html = `${jsonLd(recipeNode({ cookTime: 'PT40M', prepTime: 'PT10M', totalTime: 'PT5M' }))}`
    expect(parse(html).totalTimeMinutes).toBe(50)
  })

  it('takes the times and yield of a structured Recipe that leaves the ingredients and steps to the page', () => {
    const facts = { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Breakfast Hash' }
    const html = `${jsonLd({ ...facts, prepTime: 'PT5M', totalTime: 'PT10M', recipeYield: '2', image: 'https://img.example/hash.jpg' })}
      <h1>Breakfast Hash</h1><h2>Ingredients</h2><ul><li>2 potatoes</li><li>1 onion</li></ul>
      <h2>Instructions</h2><ol><li>Dice and fry everything.</li><li>Serve hot.</li></ol>`
    const recipe = parse(html)
    expect(recipe.ingredients).toEqual(['2 potatoes', '1 onion'])
    expect(recipe.totalTimeMinutes).toBe(10)
    expect(recipe.yields).toBe('2 servings')
    expect(recipe.image).toBe('https://img.example/hash.jpg')
  })

  it('reads a card that prints each label above its value, and a portion count with no label', () => {
    const html = `${jsonLd(recipeNode({}))}
      <div class="hero"><div><p class="label">Time</p><p>45 mins</p></div><div><p>4 portioner</p></div></div>`
    const recipe = parse(html)
    expect(recipe.totalTimeMinutes).toBe(45)
    expect(recipe.yields).toBe('4 servings')
  })

  it('reads a time and servings printed behind icons, named only by class, when structured data lacks them', () => {
    const html = `${jsonLd(recipeNode({}))}
      <header><div class="article-meta"><div class="meta-item aantal">4 personen</div><div class="meta-item tijd">15 min</div></div></header>`
    const recipe = parse(html)
    expect(recipe.totalTimeMinutes).toBe(15)
    expect(recipe.yields).toBe('4 servings')
  })

  it('takes a total time and servings the card shows when structured data lacks them', () => {
    const html = `${jsonLd(recipeNode({}))}<div class="card"><span>Total Time: 1 hr 10 mins</span><p>Serves: 6</p></div>`
    const recipe = parse(html)
    expect(recipe.totalTimeMinutes).toBe(70)
    expect(recipe.yields).toBe('6 servings')
  })
})

describe('pasted plain text', () => {
  const text = `Beef Tacos
Serves 4. Prep 10 minutes, cook 15 minutes

Ingredients
500 g beef mince
8 corn tortillas

Method
1. Brown the beef.
2. Fill the tortillas.

Nutrition
Calories: 420 | Protein: 28 g | Saturated fat: 8 g | Fat: 22 g | Carbohydrates: 30 g`

  it('reads servings, prep and cook from one line of facts', () => {
    const recipe = parseRecipeText(text).recipe
    expect(recipe?.yields).toBe('4 servings')
    expect([recipe?.prepTimeMinutes, recipe?.cookTimeMinutes, recipe?.totalTimeMinutes]).toEqual([10, 15, 25])
    expect(recipe?.description).toBeNull()
  })

  it('reads nutrition stated in words, with total fat rather than saturated fat', () => {
    expect(parseRecipeText(text).recipe?.nutrition).toEqual({
      calories: 420,
      protein: 28,
      carbs: 30,
      fat: 22,
    })
  })

  it('does not take a lone number for nutrition', () => {
    expect(
      parseRecipeText('Soup\nIngredients\n1 onion\nMethod\nCook it with 2 g salt and a fat knob of butter.')
        .recipe?.nutrition,
    ).toBeNull()
  })
})

describe('a method titled by what it makes', () => {
  const page = (heading: string, nextHeading: string) =>
    `<html><head>${jsonLd(
      recipeNode({
        name: 'Plum Tart',
        description:
          'With this recipe you bake a lovely plum tart at home, with a crisp base and soft fruit.',
        recipeIngredient: ['1 sheet of pastry', '6 plums'],
        recipeInstructions:
          'With this recipe you bake a lovely plum tart at home, with a crisp base and soft fruit.',
      }),
    )}</head><body><article><h1>Plum Tart</h1>
      <p>With this recipe you bake a lovely plum tart at home, with a crisp base and soft fruit.</p>
      <h2>Ingredients</h2><ul><li>1 sheet of pastry</li><li>6 plums</li></ul>
      <h2>${heading}</h2>
      <p>Heat the oven to 200 °C and line a tin with the pastry.</p>
      <p>Halve the plums, take out the stones and lay them on the pastry.</p>
      <h2>${nextHeading}</h2>
      <p>Bake the tart for 30 minutes until golden, then let it cool.</p>
      <h3>Share with friends:</h3><ul><li>Share on Facebook</li><li>Share by e-mail</li></ul>
    </article></body></html>`

  it('reads the steps under a heading such as "Recept: zelf pruimentaart maken" when structured data only restates the summary', () => {
    const recipe = parse(page('Recept: zelf pruimentaart maken', 'Pruimentaart bakken'))
    expect(recipe.instructions).toEqual([
      'Heat the oven to 200 °C and line a tin with the pastry.',
      'Halve the plums, take out the stones and lay them on the pastry.',
      'Bake the tart for 30 minutes until golden, then let it cool.',
    ])
  })

  it('stops at a heading that names no part of the method', () => {
    const recipe = parse(page("Let's make it", 'Why you will love it'))
    expect(recipe.instructions).toEqual([
      'Heat the oven to 200 °C and line a tin with the pastry.',
      'Halve the plums, take out the stones and lay them on the pastry.',
    ])
  })
})

describe('a method titled like a group of the ingredients', () => {
  it('reads a last group of sentences ("RECIPE") as the steps', () => {
    const recipe = parse(`<html><body><h1>Chicken Wrap</h1>
      <h3>INGREDIENTS</h3>
      <ul><li>1 chicken breast</li><li>2 tortillas</li><li>Salt</li></ul>
      <p><strong>Sauce</strong></p>
      <ul><li>1 cup yogurt</li><li>1 tsp garlic powder</li></ul>
      <p><strong>RECIPE</strong></p>
      <ul><li>Cut the chicken into thin strips.</li><li>Fry the chicken in a hot pan until cooked.</li>
      <li>Stir the yogurt and garlic powder together.</li><li>Fill the tortillas and roll them up tightly.</li></ul>
      </body></html>`)
    expect(recipe.ingredients).toEqual([
      '1 chicken breast',
      '2 tortillas',
      'Salt',
      '1 cup yogurt',
      '1 tsp garlic powder',
    ])
    expect(recipe.instructions).toEqual([
      'Cut the chicken into thin strips.',
      'Fry the chicken in a hot pan until cooked.',
      'Stir the yogurt and garlic powder together.',
      'Fill the tortillas and roll them up tightly.',
    ])
  })
})

describe('unit tabs above the ingredients', () => {
  it('leaves out the tabs that switch units, keeping tabs that name sections', () => {
    const recipe = parse(`<html><body><h1>Lentil Soup</h1>
      <h3>Ingredients</h3>
      <ul role="tablist"><li><a role="tab" href="#us">US</a></li><li><a role="tab" href="#metric">METRIC</a></li></ul>
      <div role="tabpanel" id="metric"><p>200g red lentils</p><p>1 onion, chopped</p><p>1 litre stock</p></div>
      <h3>Method</h3>
      <ol><li>Soften the onion in a little oil.</li><li>Add the lentils and stock and simmer for 20 minutes.</li></ol>
      </body></html>`)
    expect(recipe.ingredients).toEqual(['200g red lentils', '1 onion, chopped', '1 litre stock'])
  })
})

describe('notes nested under an ingredient', () => {
  it('keeps a short unmeasured note with its ingredient, and nested measured lines as ingredients', () => {
    const recipe = parse(`<html><body><h1>Turkey Chili</h1>
      <h2>Ingredients</h2>
      <ul>
        <li>1 lb ground turkey</li>
        <li>150 g onion, diced <ul><li class="note"><img alt="">about 1 large onion</li></ul></li>
        <li>For the topping <ul><li>2 tbsp sour cream</li><li>1 tbsp chives</li></ul></li>
      </ul>
      <h2>Method</h2>
      <ol><li>Brown the turkey with the onion.</li><li>Simmer for 30 minutes and serve with the topping.</li></ol>
      </body></html>`)
    expect(recipe.ingredients).toContain('150 g onion, diced about 1 large onion')
    expect(recipe.ingredients).not.toContain('about 1 large onion')
    expect(recipe.ingredients).toContain('2 tbsp sour cream')
    expect(recipe.ingredients).toContain('1 tbsp chives')
  })
})

describe('a hand-built page of definition-list ingredients, each group followed by its steps', () => {
  const group = (title: string, terms: Array<[string, string]>, steps: string[]) =>
    `<dl class="ingredients"><h3>${title}</h3>${terms
      .map(
        ([name, amount]) =>
          `<dt><a href="/${name}"><img src="/${name}.png"><b>${name}</b></a><u>${amount}</u></dt>`,
      )
      .join('')}</dl><ul class="instructions">${steps.map((step) => `<li>${step}</li>`).join('')}</ul>`
  const html = `<html><body><main><h1>miso soup</h1><p>A quick soup for cold evenings.</p>${group(
    'soup',
    [
      ['kombu', '10 g'],
      ['water', '1 l'],
      ['white miso', '60 g'],
    ],
    ['Soak the kombu in the water for an hour, then warm it until it almost simmers.', 'Lift out the kombu.'],
  )}${group(
    'garnish',
    [
      ['scallions', '2 stalks'],
      ['tofu', '200 g, cubed'],
    ],
    [
      'Whisk the miso into a ladle of the broth and stir it back in.',
      'Add the tofu and the scallions and serve.',
    ],
  )}</main></body></html>`

  it('reads each term as an ingredient line, its name and amount apart, across every group', () => {
    const recipe = parse(html)
    expect(recipe.ingredientSections).toEqual([
      { title: 'soup', items: ['kombu 10 g', 'water 1 l', 'white miso 60 g'] },
      { title: 'garnish', items: ['scallions 2 stalks', 'tofu 200 g, cubed'] },
    ])
  })

  it('reads the steps of every group, not only the longest list', () => {
    expect(parse(html).instructions).toHaveLength(4)
  })

  it('keeps a term and definition list as lines, not ingredients', () => {
    const facts = `<html><body><h1>Tea</h1><dl><dt>Prep time</dt><dd>5 min</dd></dl><h2>Ingredients</h2><ul><li>1 tea bag</li><li>250 ml water</li></ul><h2>Method</h2><ol><li>Steep the tea bag in the just-boiled water for four minutes.</li></ol></body></html>`
    expect(parse(facts).ingredients).toEqual(['1 tea bag', '250 ml water'])
  })
})
