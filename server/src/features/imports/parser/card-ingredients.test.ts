import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'

const jsonLd = (ingredients: string[]) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Plum Cake',
    recipeIngredient: ingredients,
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix everything and bake for forty minutes.' }],
  })}</script>`

const card = (groups: Array<{ title: string; lines: string[] }>) =>
  `<h2>Ingredients</h2>${groups
    .map(
      ({ title, lines }) => `<h3>${title}</h3><ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`,
    )
    .join('')}<h2>Method</h2><p>Mix everything and bake for forty minutes.</p>`

const parseIngredients = (html: string) => parseRecipePage(html).recipe?.ingredients ?? []

const cakeLines = ['200 g flour', '100 g sugar', '2 eggs']
const toppingLines = ['300 g plums, halved', '2 tbsp brown sugar', '1 tsp ground cinnamon']

describe('a recipe card fuller than its structured data', () => {
  it('takes every group from the card when structured data lists only the first group', () => {
    const html =
      jsonLd(cakeLines) +
      card([
        { title: 'For the cake', lines: cakeLines },
        { title: 'For the topping', lines: toppingLines },
      ])
    const page = parseRecipePage(html)
    expect(page.recipe?.ingredients).toEqual([...cakeLines, ...toppingLines])
    expect(page.recipe?.ingredientSections.map((section) => section.title)).toEqual([
      'For the cake',
      'For the topping',
    ])
  })

  it('keeps structured lines when the card adds only a serving count and a scale button', () => {
    const html =
      jsonLd(cakeLines) + card([{ title: 'Serves 8', lines: ['8 servings', 'Scale 1x 2x', ...cakeLines] }])
    expect(parseIngredients(html)).toEqual(cakeLines)
  })

  it('splits one structured string that runs every ingredient together into the card’s lines', () => {
    const html =
      jsonLd([[...cakeLines, ...toppingLines].join(', ')]) +
      card([{ title: 'All', lines: [...cakeLines, ...toppingLines] }])
    expect(parseIngredients(html)).toEqual([...cakeLines, ...toppingLines])
  })

  it('prefers measured card lines over a single structured stand-in such as a keyword list', () => {
    const html = jsonLd(['Cake, Plums']) + card([{ title: 'All', lines: [...cakeLines, ...toppingLines] }])
    expect(parseIngredients(html)).toEqual([...cakeLines, ...toppingLines])
  })

  it('keeps a single structured line when the card is a list of unmeasured words', () => {
    const html = jsonLd(['Cake, Plums']) + card([{ title: 'Tags', lines: ['Baking', 'Autumn', 'Fruit'] }])
    expect(parseIngredients(html)).toEqual(['Cake, Plums'])
  })

  it('takes the card’s amount-first lines when structured data writes each amount after the name', () => {
    const html =
      jsonLd(['milk, 500 ml', 'plain flour, 10 tbsp', 'eggs 2', 'salt, a pinch']) +
      card([{ title: 'Batter', lines: ['500 ml milk', '10 tbsp plain flour', '2 eggs', 'a pinch salt'] }])
    expect(parseIngredients(html)).toEqual(['500 ml milk', '10 tbsp plain flour', '2 eggs', 'a pinch salt'])
  })

  it('keeps structured lines when the card only adds notes to the same amount-first lines', () => {
    const html =
      jsonLd(['2 cups strawberries', '1 cup milk', '1/3 cup sugar']) +
      card([
        {
          title: 'Drink',
          lines: ['2 cups strawberries (chopped)', '1 cup milk', '1/3 cup sugar (or honey)'],
        },
      ])
    expect(parseIngredients(html)).toEqual(['2 cups strawberries', '1 cup milk', '1/3 cup sugar'])
  })

  it('takes the card’s lines when structured data cut the same text at every comma', () => {
    const html =
      jsonLd(['250 g pork', 'diced', '1', '5 tsp mustard', '40 g butter', 'softened']) +
      card([
        {
          title: 'For 6 people',
          lines: ['6 servings', '250 g pork, diced', '1,5 tsp mustard', '40 g butter, softened'],
        },
      ])
    expect(parseIngredients(html)).toEqual(['250 g pork, diced', '1,5 tsp mustard', '40 g butter, softened'])
  })

  it('takes each food with its amount from a card that prints amounts apart, beside name-only structured lines', () => {
    const html =
      jsonLd(['popping corn', 'butter', 'brown sugar']) +
      `<h2>Ingredients</h2><ul><li>2 portion(s)</li><li>½ cup</li><li>popping corn</li><li>2 tbsp</li><li>butter</li><li>3 tbsp</li><li>brown sugar</li><li>Energy 443 kcal</li><li>16 g fat</li></ul><h2>Method</h2><p>Pop the corn.</p>`
    expect(parseIngredients(html)).toEqual(['½ cup popping corn', '2 tbsp butter', '3 tbsp brown sugar'])
  })
})
