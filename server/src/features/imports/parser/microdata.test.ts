import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'

const page = (body: string) =>
  parseRecipePage(`<html><body>${body}</body></html>`, 'https://cook.example/r/1')

describe('microdata recipes', () => {
  it('reads values from content, datetime, src and href attributes', () => {
    const result = page(`<div itemscope itemtype="https://schema.org/Recipe">
      <span itemprop="name" content="Attribute Title">Visible Title</span>
      <time itemprop="prepTime" datetime="PT5M">five minutes</time>
      <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-src="/img/lazy.jpg">
      <link itemprop="url" href="/r/1#recipe">
      <span itemprop="recipeIngredient">1 lemon</span>
      <span itemprop="recipeInstructions">Squeeze it.</span>
    </div>`)
    expect(result.source).toBe('microdata')
    expect(result.recipe?.title).toBe('Attribute Title')
    expect(result.recipe?.prepTimeMinutes).toBe(5)
    expect(result.recipe?.image).toBe('https://cook.example/img/lazy.jpg')
    expect(result.recipe?.canonicalUrl).toBe('https://cook.example/r/1')
  })

  it('keeps the properties of a nested item out of the recipe', () => {
    const result = page(`<div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Stew</h1>
      <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Kit</span></div>
      <span itemprop="recipeIngredient">1 kg beef</span>
      <span itemprop="recipeInstructions">Simmer for 2 hours.</span>
    </div>`)
    expect(result.recipe?.title).toBe('Stew')
    expect(result.recipe?.author).toBe('Kit')
  })

  it('reads data-vocabulary.org recipes that older sites still publish', () => {
    const result = page(`<div itemscope itemtype="http://data-vocabulary.org/Recipe">
      <h1 itemprop="name">Old Cake</h1>
      <ul><li itemprop="ingredients">3 eggs</li></ul>
      <div itemprop="instructions">Bake.</div>
    </div>`)
    expect(result.recipe?.title).toBe('Old Cake')
    expect(result.recipe?.ingredients).toEqual(['3 eggs'])
  })

  it('chooses the fullest of several recipe items', () => {
    const result =
      page(`<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Teaser</span></div>
      <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Full</span>
      <span itemprop="recipeIngredient">1 egg</span><span itemprop="recipeInstructions">Boil.</span></div>`)
    expect(result.recipe?.title).toBe('Full')
  })
})
