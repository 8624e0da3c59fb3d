import { describe, expect, it } from 'vitest'
import { checkRow } from './bulk-rows'
import {
  chooseCanonicalUrl,
  guessFoodType,
  normalizeRecipeUrl,
  readServings,
  readTitleFromUrl,
} from './imported-recipe'

describe('recipe addresses', () => {
  it('drops the fragment and tracking parameters, and refuses anything but http(s)', () => {
    expect(normalizeRecipeUrl(' https://site.com/stew/?utm_source=x&fbclid=y&page=2#recipe ')).toBe(
      'https://site.com/stew/?page=2',
    )
    expect(normalizeRecipeUrl('javascript:alert(1)')).toBeNull()
    expect(normalizeRecipeUrl('not a url')).toBeNull()
  })

  it("trusts a page's canonical link only on the same site", () => {
    expect(chooseCanonicalUrl('https://www.site.com/stew', 'https://site.com/stew?ref=1')).toBe(
      'https://www.site.com/stew',
    )
    expect(chooseCanonicalUrl('https://famous.com/stew', 'https://copycat.net/stew')).toBe(
      'https://copycat.net/stew',
    )
    expect(chooseCanonicalUrl(null, 'https://site.com/stew#top')).toBe('https://site.com/stew')
  })

  it('makes a title from the last path segment', () => {
    expect(readTitleFromUrl('https://site.com/recipes/best-chicken_tikka-masala.html')).toBe(
      'Best Chicken Tikka Masala',
    )
    expect(readTitleFromUrl('https://site.com/')).toBeNull()
  })
})

describe('guessFoodType', () => {
  it('takes the named cuisine, then tags, then the title, else American', () => {
    expect(guessFoodType({ cuisine: 'Thai, Asian', tags: [], title: 'Curry' })).toEqual({
      foodType: 'thai',
      extraTags: ['asian'],
    })
    expect(guessFoodType({ cuisine: null, tags: ['weeknight', 'Mexican'], title: 'Tacos' }).foodType).toBe(
      'mexican',
    )
    expect(guessFoodType({ cuisine: '', tags: [], title: 'Easy Middle Eastern Shakshuka' }).foodType).toBe(
      'middle-eastern',
    )
    expect(guessFoodType({ cuisine: 'Spanish', tags: [], title: 'Paella' })).toEqual({
      foodType: 'spanish',
      extraTags: [],
    })
    // A named cuisine we have no list for is kept as a tag.
    expect(guessFoodType({ cuisine: 'Portuguese', tags: [], title: 'Sunday Roast' })).toEqual({
      foodType: 'american',
      extraTags: ['portuguese'],
    })
  })

  it('knows a cuisine by its dishes when the page does not name it', () => {
    const guess = (title: string, ingredients: string[] = []) =>
      guessFoodType({ cuisine: null, tags: [], title, ingredients }).foodType
    expect(guess('Beef Tacos')).toBe('mexican')
    expect(guess('Weeknight Chicken Tikka Masala')).toBe('indian')
    expect(guess('Mushroom Risotto')).toBe('italian')
    expect(guess('Spicy Pork Bowls', ['2 tbsp gochujang', '1 cup rice'])).toBe('korean')
  })

  it('does not guess from a dish word two cuisines share, nor from an Italian "dal"', () => {
    const guess = (title: string, ingredients: string[] = []) =>
      guessFoodType({ cuisine: null, tags: [], title, ingredients }).foodType
    expect(guess('Tacos with kimchi slaw')).toBe('american')
    expect(guess('Pollo dal forno')).toBe('american')
  })
})

describe('readServings', () => {
  it('reads people counts but not item counts', () => {
    expect(readServings('4 servings')).toBe(4)
    expect(readServings('Serves 4-6')).toBe(4)
    expect(readServings('6')).toBe(6)
    expect(readServings('Makes 24 cookies')).toBeNull()
    expect(readServings('1000 people')).toBeNull()
    expect(readServings(null)).toBeNull()
  })
})

describe('bulk row check', () => {
  it('reads durations, servings, difficulty and cuisine the way people write them', () => {
    const checked = checkRow({
      row: 1,
      values: {
        title: ' Sunday Roast ',
        ingredients: '1 chicken | 2 lemons\n3 potatoes',
        instructions: 'Roast.|',
        prepTime: '1 hr 15 mins',
        cookTime: 'PT1H',
        servings: 'Serves 6',
        difficulty: 'HARD',
        cuisine: 'British',
        tags: 'sunday|Sunday',
      },
    })
    expect(checked).toEqual({
      ok: true,
      row: 1,
      recipe: {
        title: 'Sunday Roast',
        description: '',
        foodType: 'american',
        ingredients: ['1 chicken', '2 lemons', '3 potatoes'],
        instructions: ['Roast.'],
        prepTimeMinutes: 75,
        cookTimeMinutes: 60,
        servings: 6,
        difficulty: 'Hard',
        tags: ['sunday', 'british'],
        // No language column: the text decides when the recipe is stored.
        language: null,
      },
    })
  })

  it('names every field that breaks a form rule', () => {
    const checked = checkRow({
      row: 4,
      values: { title: '', ingredients: 'salt', servings: 'lots', prepTime: -5 },
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors.map((error) => [error.field, error.message])).toEqual([
      ['title', 'Recipe title is required'],
      ['instructions', 'At least one instruction is required'],
      ['prepTime', 'Prep time cannot be negative'],
      ['servings', 'Servings must be a number'],
    ])
  })
})
