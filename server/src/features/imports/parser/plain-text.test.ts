import { describe, expect, it } from 'vitest'
import { readFixture } from './fixture-files'
import { parseRecipeText } from './plain-text'

describe('parseRecipeText', () => {
  it('reads a title, facts, bulleted ingredients and numbered steps with a wrapped line', () => {
    const page = parseRecipeText(readFixture('text-basic.txt'))
    expect(page.source).toBe('text')
    expect(page.recipe?.title).toBe('Weeknight Fried Rice')
    expect(page.recipe?.description).toBe('A clean-out-the-fridge dinner that is better with day-old rice.')
    expect(page.recipe?.yields).toBe('2 servings')
    expect([
      page.recipe?.prepTimeMinutes,
      page.recipe?.cookTimeMinutes,
      page.recipe?.totalTimeMinutes,
    ]).toEqual([10, 10, 20])
    expect(page.recipe?.ingredients).toHaveLength(7)
    expect(page.recipe?.ingredients[0]).toBe('2 tablespoons vegetable oil')
    expect(page.recipe?.instructions).toEqual([
      'Heat half the oil in a wok and scramble the eggs. Set aside.',
      'Add the rest of the oil and the rice, pressing it into the pan, and fry for 3 minutes without stirring.',
      'Add the peas and carrots and stir-fry for 2 minutes.',
      'Stir in the eggs, spring onions, soy sauce and sesame oil.',
    ])
    expect(page.summary).toBe(
      'Found the recipe ("Weeknight Fried Rice", 7 ingredients, 4 steps) in the pasted text.',
    )
  })

  it('reads upper-case labels, ingredient groups and "Step n:" prefixes, and ignores notes', () => {
    const page = parseRecipeText(readFixture('text-step-labels.txt'))
    expect(page.recipe?.ingredientSections.map((section) => [section.title, section.items.length])).toEqual([
      ['For the tofu', 3],
      ['For the sauce', 4],
    ])
    expect(page.recipe?.ingredients[0]).toBe('400 g firm tofu, pressed and cubed')
    expect(page.recipe?.instructions).toEqual([
      'Toss the tofu in the cornflour.',
      'Fry in the oil until crisp on all sides, about 10 minutes.',
      'Add the sauce ingredients and bubble until sticky.',
    ])
  })

  it('tells ingredients from steps without any labels', () => {
    const page = parseRecipeText(readFixture('text-no-headings.txt'))
    expect(page.recipe?.title).toBe('Quick Guacamole')
    expect(page.recipe?.ingredients).toEqual([
      '2 ripe avocados',
      '1/2 red onion, finely chopped',
      '1 green chilli, chopped',
      'Juice of 1 lime',
      'Small bunch of coriander, chopped',
    ])
    expect(page.recipe?.instructions).toEqual([
      'Mash the avocados with a fork.',
      'Stir in everything else and season well with salt.',
    ])
  })

  it('reports pasted ingredients without steps', () => {
    const page = parseRecipeText(readFixture('text-ingredients-only.txt'))
    expect(page.recipe?.title).toBe("Mum's Christmas Stuffing")
    expect(page.recipe?.ingredients).toHaveLength(5)
    expect(page.missing).toEqual(['instructions'])
    expect(page.summary).toBe('Found the ingredients but no steps. Add the steps yourself or paste them in.')
  })

  it('says how to fix text that holds no recipe', () => {
    const page = parseRecipeText(readFixture('text-no-recipe.txt'))
    expect(page.recipe).toBeNull()
    expect(page.source).toBeNull()
    expect(page.summary).toBe(
      'No recipe found in that text. Put the ingredients under "Ingredients" and the steps under "Method", then try again.',
    )
  })

  it('accepts Windows line endings, markdown headings and bullets of every kind', () => {
    const text =
      '# Lemon Drizzle\r\n\r\n## Ingredients\r\n* 2 lemons\r\n• 100 g sugar\r\n\r\n## Method\r\n1) Zest.\r\n2) Bake.'
    const page = parseRecipeText(text)
    expect(page.recipe?.title).toBe('Lemon Drizzle')
    expect(page.recipe?.ingredients).toEqual(['2 lemons', '100 g sugar'])
    expect(page.recipe?.instructions).toEqual(['Zest.', 'Bake.'])
  })

  it('leaves the title empty when the text starts with a section label', () => {
    const page = parseRecipeText('Ingredients\n2 eggs\nMethod\nBoil the eggs.')
    expect(page.recipe?.title).toBeNull()
    expect(page.missing).toEqual(['title'])
    expect(page.summary).toBe(
      'Found the recipe (1 ingredient, 1 step) in the pasted text, but no title. Give it a name before saving.',
    )
  })
})
