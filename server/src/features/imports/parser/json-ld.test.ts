import { describe, expect, it } from 'vitest'
import { extractJsonLdRecipe } from './json-ld'

const recipeFrom = (node: Record<string, unknown>, pageUrl?: string) =>
  extractJsonLdRecipe(
    [JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...node })],
    pageUrl,
  )

describe('extractJsonLdRecipe', () => {
  it('answers null when no script holds a Recipe', () => {
    expect(extractJsonLdRecipe(['{"@type": "Article", "headline": "News"}', 'not json'])).toBeNull()
  })

  it('reads an author given as a plain string, a Person or a list of both', () => {
    expect(recipeFrom({ author: 'Ana Ruiz' })?.author).toBe('Ana Ruiz')
    expect(recipeFrom({ author: { '@type': 'Person', name: 'Ana Ruiz' } })?.author).toBe('Ana Ruiz')
    expect(recipeFrom({ author: ['Ana Ruiz', { name: 'Bo Chen' }, { name: 'Ana Ruiz' }] })?.author).toBe(
      'Ana Ruiz, Bo Chen',
    )
  })

  it('reads the image from a string, a list, an ImageObject or its contentUrl', () => {
    expect(recipeFrom({ image: 'https://a.example/1.jpg' })?.image).toBe('https://a.example/1.jpg')
    expect(recipeFrom({ image: ['https://a.example/1.jpg', 'https://a.example/2.jpg'] })?.image).toBe(
      'https://a.example/1.jpg',
    )
    expect(recipeFrom({ image: { '@type': 'ImageObject', url: 'https://a.example/3.jpg' } })?.image).toBe(
      'https://a.example/3.jpg',
    )
    expect(recipeFrom({ image: [{ contentUrl: '//cdn.example/4.jpg' }] }, 'https://a.example/x')?.image).toBe(
      'https://cdn.example/4.jpg',
    )
    expect(recipeFrom({ image: 'data:image/png;base64,AAAA' })?.image).toBeNull()
  })

  it('reads recipeYield as a number, a string or a list', () => {
    expect(recipeFrom({ recipeYield: 4 })?.yields).toBe('4 servings')
    expect(recipeFrom({ recipeYield: 1 })?.yields).toBe('1 serving')
    expect(recipeFrom({ recipeYield: '10 cookies' })?.yields).toBe('10 cookies')
    expect(recipeFrom({ recipeYield: ['6', '6 slices'] })?.yields).toBe('6 slices')
  })

  it('splits one instruction string numbered inline into steps', () => {
    const recipe = recipeFrom({ recipeInstructions: '1. Mix the batter. 2. Rest it for 2 hours. 3. Fry.' })
    expect(recipe?.instructions).toEqual(['Mix the batter.', 'Rest it for 2 hours.', 'Fry.'])
  })

  it('keeps a sentence that merely contains a number as one step', () => {
    const recipe = recipeFrom({ recipeInstructions: 'Bake for 2. Then cool for 10 minutes.' })
    expect(recipe?.instructions).toEqual(['Bake for 2. Then cool for 10 minutes.'])
  })

  it('reads HowToStep objects whose directions are nested, and skips empty steps', () => {
    const recipe = recipeFrom({
      recipeInstructions: [
        { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Chop the onion.' }] },
        { '@type': 'HowToStep', text: '   ' },
        { '@type': 'HowToStep', name: 'Fry until golden.' },
      ],
    })
    expect(recipe?.instructions).toEqual(['Chop the onion.', 'Fry until golden.'])
  })

  it('reads ingredients given as one string with many lines', () => {
    expect(recipeFrom({ recipeIngredient: '2 eggs\n1 cup milk\n\n- pinch of salt' })?.ingredients).toEqual([
      '2 eggs',
      '1 cup milk',
      'pinch of salt',
    ])
  })

  it('reads every line of ingredient groups published as nested lists', () => {
    const recipe = recipeFrom({
      recipeIngredient: [
        ['1 kg chicken thighs', '1 onion'],
        ['5 potatoes', '2 tbsp butter'],
        ['100 g cheese'],
      ],
    })
    expect(recipe?.ingredients).toEqual([
      '1 kg chicken thighs',
      '1 onion',
      '5 potatoes',
      '2 tbsp butter',
      '100 g cheese',
    ])
  })

  it('splits comma-separated categories and keywords into tags', () => {
    const recipe = recipeFrom({ recipeCategory: 'Dinner, Quick', keywords: ['quick', 'Pasta; Italian'] })
    expect(recipe?.tags).toEqual(['Dinner', 'Quick', 'Pasta', 'Italian'])
  })

  it('follows @id references to nodes elsewhere in the graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Recipe', name: 'Soup', author: { '@id': '#chef' }, image: { '@id': '#img' } },
        { '@type': 'Person', '@id': '#chef', name: 'Chef Lin' },
        { '@type': 'ImageObject', '@id': '#img', url: 'https://a.example/soup.jpg' },
      ],
    }
    const recipe = extractJsonLdRecipe([JSON.stringify(graph)])
    expect(recipe?.author).toBe('Chef Lin')
    expect(recipe?.image).toBe('https://a.example/soup.jpg')
  })

  it('survives reference cycles in the graph', () => {
    const graph = {
      '@graph': [
        { '@type': 'Recipe', '@id': '#r', name: 'Loop', recipeInstructions: { '@id': '#r' } },
        { '@type': 'WebPage', '@id': '#p', mainEntity: { '@id': '#r' } },
      ],
    }
    expect(extractJsonLdRecipe([JSON.stringify(graph)])?.title).toBe('Loop')
  })

  it('takes the recipe named like the page over a fuller side recipe on the same page', () => {
    const recipe = (name: string, ingredients: string[]) =>
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name,
        recipeIngredient: ingredients,
      })
    const scripts = [
      recipe('Huevos Rancheros', ['2 eggs', '2 tortillas']),
      recipe('Red Salsa', ['4 tomatoes', '1 onion', '1 chili', '1 lime', 'salt']),
    ]
    expect(extractJsonLdRecipe(scripts, undefined, 'Huevos Rancheros')?.title).toBe('Huevos Rancheros')
    expect(extractJsonLdRecipe(scripts, undefined, 'Breakfast ideas')?.title).toBe('Red Salsa')
  })
})
