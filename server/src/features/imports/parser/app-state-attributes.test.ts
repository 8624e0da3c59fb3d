import { describe, expect, it } from 'vitest'
import { readAppStateAttributes, readFlightChunk } from './app-state'
import { parseRecipePage } from './parse-recipe-page'
import type { ParsedRecipe } from './types'

/*
 * Invented pages in the shape Inertia, Vue, Alpine and Next.js app-router sites send: the recipe lives in a
 * JSON attribute, a JSON island or streamed flight rows, and the visible list is drawn in the browser.
 */

const parse = (html: string): ParsedRecipe => {
  const page = parseRecipePage(html, 'https://cooking.example/recipes/tart')
  if (page.recipe === null) throw new Error(`expected a recipe, got: ${page.summary}`)
  return page.recipe
}

const escapeAttribute = (value: unknown): string =>
  JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const shell = (body: string) =>
  `<!doctype html><html><head><title>Leek tart</title></head><body>${body}<p>Loading…</p></body></html>`

const perServingRecipe = {
  title: 'Leek tart',
  serving_size: 4,
  total_time: 50,
  grouped_ingredients: [
    {
      title: null,
      ingredients: [
        {
          amount: 0.5,
          unit: { name_singular: 'stalk', name_plural: 'stalks' },
          ingredient: { name_singular: 'leek', name_plural: 'leeks' },
          suffix: null,
        },
        {
          amount: 12.5,
          unit: { name_singular: 'gram', name_plural: 'grams', abbreviation: 'g' },
          ingredient: { name_singular: 'butter', name_plural: 'butter' },
        },
        {
          amount: 0.625,
          unit: { name_singular: 'deciliter', name_plural: 'deciliters', abbreviation: 'dl' },
          ingredient: { name_singular: 'cream', name_plural: 'cream' },
        },
        {
          amount: 0.25,
          unit: null,
          ingredient: { name_singular: 'egg', name_plural: 'eggs' },
          suffix: 'for brushing',
        },
        { amount: null, unit: null, ingredient: { name_singular: 'salt', name_plural: 'salt' } },
      ],
    },
  ],
  grouped_instructions: [
    {
      title: null,
      instructions: [
        { instruction: 'Soften the leeks in the butter.' },
        { instruction: 'Add the cream and bake.' },
      ],
    },
  ],
}

describe('recipe state in a root element’s JSON attribute', () => {
  it('reads an Inertia data-page attribute whose ingredient amounts are stored per serving', () => {
    const page = { component: 'Recipes/Show', props: { recipe: perServingRecipe }, url: '/recipes/tart' }
    const recipe = parse(shell(`<div id="app" data-page="${escapeAttribute(page)}"></div>`))
    expect(recipe.title).toBe('Leek tart')
    expect(recipe.ingredients).toEqual([
      '2 stalks leeks',
      '50 g butter',
      '2½ dl cream',
      '1 egg for brushing',
      'salt',
    ])
    expect(recipe.instructions).toEqual(['Soften the leeks in the butter.', 'Add the cream and bake.'])
    expect(recipe.totalTimeMinutes).toBe(50)
  })

  it('keeps amounts as stored when they are already for the whole recipe', () => {
    const state = {
      recipe: {
        name: 'Pancakes',
        servings: 4,
        ingredients: [
          { quantity: 200, unit: 'g', name: 'flour' },
          { quantity: 0.5, unit: 'tsp', name: 'salt' },
          { quantity: 2, name: 'eggs' },
          { quantity: 300, unit: 'ml', name: 'milk' },
        ],
        steps: ['Whisk everything.', 'Fry thin pancakes.'],
      },
    }
    const recipe = parse(shell(`<section data-props="${escapeAttribute(state)}"></section>`))
    expect(recipe.ingredients).toEqual(['200 g flour', '0.5 tsp salt', '2 eggs', '300 ml milk'])
  })

  it('reads a JSON island script and camelCase step lists with decorated quantity names', () => {
    const island = {
      recipe: {
        name: 'Noodle bowl',
        ingredients: [
          { name: 'Pak choi', displayQuantity: 2, displayUnitOfMeasurement: 'pcs' },
          { name: 'Ground ginger' },
        ],
        preparationInstructions: [
          { header: 'Step 1', body: 'Wash the pak choi.' },
          { header: 'Step 2', body: 'Fry.' },
        ],
      },
    }
    const recipe = parse(
      shell(`<script type="application/json" id="island">${JSON.stringify(island)}</script>`),
    )
    expect(recipe.ingredients).toEqual(['2 pcs Pak choi', 'Ground ginger'])
    expect(recipe.instructions).toEqual(['Wash the pak choi.', 'Fry.'])
  })

  it('ignores attributes that are not state and state attributes that are too large', () => {
    expect(readAppStateAttributes({ class: '{"a":1}', 'data-page': 'home' })).toEqual([])
    expect(readAppStateAttributes({ 'data-page': `{"a":"${'x'.repeat(2_000_001)}"}` })).toEqual([])
    expect(readAppStateAttributes({ 'x-data': '{ "open": false }' })).toEqual([
      { kind: 'json', text: '{ "open": false }' },
    ])
  })
})

describe('recipe state in Next.js app-router flight rows', () => {
  it('joins the pushed chunks and reads the JSON rows, even when a row is split between two scripts', () => {
    const row = JSON.stringify([
      '$',
      'div',
      null,
      {
        recipe: {
          name: 'Noodle bowl',
          ingredients: [{ name: 'Udon noodles', quantity: 3, unit: 'packs' }, { name: 'Sesame' }],
          instructions: [{ body: 'Boil the noodles.' }, { body: 'Top with sesame.' }],
        },
      },
    ])
    const stream = `0:"$Sreact.fragment"\n5:${row}\n`
    const cut = Math.floor(stream.length / 2)
    const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`
    const html = shell(
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(stream.slice(0, cut))}${push(stream.slice(cut))}`,
    )
    const recipe = parse(html)
    expect(recipe.ingredients).toEqual(['3 packs Udon noodles', 'Sesame'])
    expect(recipe.instructions).toEqual(['Boil the noodles.', 'Top with sesame.'])
  })

  it('answers no chunk for scripts that only look alike', () => {
    expect(readFlightChunk('self.__next_f.push([0])')).toBeNull()
    expect(readFlightChunk('window.other.push([1,"x"])')).toBeNull()
    expect(readFlightChunk('self.__next_f.push([1,"4:{}"])')).toBe('4:{}')
  })
})
