import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'

const page = (body: string) =>
  `<html><head><title>Buns</title></head><body><h1>Buns</h1>${body}</body></html>`
const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`
const method =
  '<h2>Method</h2><ol><li>Knead the dough and shape twelve buns.</li><li>Bake until golden.</li></ol>'

const sectionsOf = (html: string) =>
  parseRecipePage(html).recipe?.ingredientSections.map((section) => [section.title, section.items]) ?? []

describe('ingredient groups on a page without structured data', () => {
  it('keeps a group heading of the same rank as the ingredients heading when ingredients follow it', () => {
    const html = page(
      `<h2>Ingredients</h2>${list(['500 g flour', '7 g dried yeast'])}<h2>Glaze</h2>${list(['3 tbsp sugar', '2 tbsp hot water'])}${method}`,
    )
    expect(sectionsOf(html)).toEqual([
      [null, ['500 g flour', '7 g dried yeast']],
      ['Glaze', ['3 tbsp sugar', '2 tbsp hot water']],
    ])
  })

  it('keeps same-rank group headings written as plain lines of measured ingredients', () => {
    const html = page(
      `<h3>Zutaten</h3><h3>Teig</h3><p>500 g Mehl</p><p>1 Ei</p><h3>Guss</h3><p>3 EL Zucker</p><h3>Einkaufsliste</h3><h4>Speichern?</h4>${method}`,
    )
    expect(sectionsOf(html)).toEqual([
      ['Teig', ['500 g Mehl', '1 Ei']],
      ['Guss', ['3 EL Zucker']],
    ])
  })

  it('reads a short untitled line between two ingredient lists as the second group’s name', () => {
    const html = page(
      `<h2>Ingredients</h2>${list(['2 aubergines', '1 clove garlic'])}<p>hand-cut chips</p>${list(['1 kg potatoes', 'sea salt'])}${method}`,
    )
    expect(sectionsOf(html)).toEqual([
      [null, ['2 aubergines', '1 clove garlic']],
      ['hand-cut chips', ['1 kg potatoes', 'sea salt']],
    ])
  })

  it('reads a section heading that carries a footnote asterisk', () => {
    const html = page(
      `<h3>Ingredients*</h3>${list(['500 g flour', '7 g dried yeast'])}<p>* Amounts are a guide.</p>${method}`,
    )
    expect(parseRecipePage(html).recipe?.ingredients).toEqual(['500 g flour', '7 g dried yeast'])
  })

  it('ends the ingredients at a same-rank heading followed by prose', () => {
    const html = page(
      `<h2>Ingredients</h2>${list(['500 g flour', '7 g dried yeast'])}<h2>Our story</h2><p>We first baked these buns in a tiny flat.</p>${method}`,
    )
    expect(parseRecipePage(html).recipe?.ingredients).toEqual(['500 g flour', '7 g dried yeast'])
  })

  it('ends the ingredients at prose that follows the list', () => {
    const html = page(
      `<h2>Ingredients</h2>${list(['500 g flour', '7 g dried yeast'])}<p>These keep for two days in a tin.</p>${list(['Share on social media', 'Print'])}${method}`,
    )
    expect(parseRecipePage(html).recipe?.ingredients).toEqual(['500 g flour', '7 g dried yeast'])
  })
})

describe('an ingredient list without a heading', () => {
  it('reads a bare list of measured foods under the dish name as the ingredients', () => {
    const html = page(
      `<p>Serves 2</p>${list(['250 g tagliatelle', '100 g smoked bacon', '2 eggs', 'black pepper'])}<p>Boil the pasta, fry the bacon and stir in the eggs off the heat.</p>`,
    )
    expect(parseRecipePage(html).recipe?.ingredients).toEqual([
      '250 g tagliatelle',
      '100 g smoked bacon',
      '2 eggs',
      'black pepper',
    ])
  })

  it('does not read a menu or a list of links as ingredients', () => {
    const html = page(
      `${list(['Home', 'Recipes', 'About us', 'Contact'])}${list(['10 best soups', 'Summer salads', 'Quick dinners'])}<p>Boil the pasta.</p>`,
    )
    expect(parseRecipePage(html).recipe?.ingredients ?? []).toEqual([])
  })
})

describe('amounts printed apart from their foods', () => {
  it('joins amount and unit items to the food that follows them', () => {
    const html = page(
      `<h2>Ingredients</h2>${list(['1', 'garlic clove, crushed', '150', 'g', 'risotto rice', 'butter for frying', '3', 'tbsp', 'tomato purée'])}${method}`,
    )
    expect(parseRecipePage(html).recipe?.ingredients).toEqual([
      '1 garlic clove, crushed',
      '150 g risotto rice',
      'butter for frying',
      '3 tbsp tomato purée',
    ])
  })

  it('leaves short measured lines of an ordinary list as they are', () => {
    const lines = [
      '2 eggs',
      'salt and pepper',
      '200 g flour',
      '1 cup milk',
      '1 tbsp butter',
      'chives to serve',
    ]
    const html = page(`<h2>Ingredients</h2>${list(lines)}${method}`)
    expect(parseRecipePage(html).recipe?.ingredients).toEqual(lines)
  })
})

describe('framework pages', () => {
  it('reads lines inside nested custom elements as separate blocks, each food with the amount printed after it', () => {
    const row = (name: string, amount: string) =>
      `<app-ingredient><app-row><div class="row"><p>${name}</p><p>${amount}</p></div></app-row></app-ingredient>`
    const html = `<html><body><app-root><app-page><app-recipe><h1>Potato cakes</h1><h2>Ingredients</h2>${row('potatoes', '1 kilogram')}${row('onion', '1 piece')}${row('flour', '3 spoons')}<h2>Method</h2><app-step><div><p>Grate the potatoes and fry the cakes.</p></div></app-step></app-recipe></app-page></app-root></body></html>`
    expect(parseRecipePage(html).recipe?.ingredients).toEqual([
      'potatoes 1 kilogram',
      'onion 1 piece',
      'flour 3 spoons',
    ])
  })
})
