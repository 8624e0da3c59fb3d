import { describe, expect, it } from 'vitest'
import { classifySectionLabel, namesMakingSection, readLabelGroupTitle } from './section-labels'

describe('classifySectionLabel', () => {
  it.each([
    'Ingredients',
    'INGREDIENTS:',
    'Ingredients (serves 4)',
    'What you’ll need',
    'You will need',
    '⬇ Ingredients',
  ])('calls %j the ingredients', (text) => {
    expect(classifySectionLabel(text)).toBe('ingredients')
  })

  it.each([
    'Method',
    'Directions:',
    'Instructions',
    'Preparation',
    'Steps',
    'How to make it',
    'Step-by-step instructions',
  ])('calls %j the steps', (text) => {
    expect(classifySectionLabel(text)).toBe('instructions')
  })

  it.each(['Notes', 'Recipe Notes:', 'Nutrition Facts', 'Equipment', 'Leave a Reply'])(
    'calls %j another section',
    (text) => {
      expect(classifySectionLabel(text)).toBe('other')
    },
  )

  it.each(['Preparation time: 10 minutes', 'The ingredients I love', 'Steps to a better kitchen', ''])(
    'does not treat the sentence %j as a label',
    (text) => {
      expect(classifySectionLabel(text)).toBeNull()
    },
  )

  it('reads the group named in "Ingredients for the crust"', () => {
    expect(classifySectionLabel('Ingredients for the crust:')).toBe('ingredients')
    expect(readLabelGroupTitle('Ingredients for the crust:')).toBe('For the crust')
    expect(readLabelGroupTitle('Ingredients')).toBeNull()
  })
})

describe('namesMakingSection', () => {
  it('knows headings that title a method by what it makes', () => {
    for (const heading of [
      'Recept: zelf appeltaart maken',
      'Banketstaaf maken',
      "So wird's gemacht",
      "Let's make it",
      'How to make the sauce',
      'Aan de slag met de ovenschotel!',
      "Let's get started with the dough",
    ])
      expect(namesMakingSection(heading)).toBe(true)
  })

  it('leaves out questions and sentences about the dish', () => {
    for (const heading of [
      'How to make it softer?',
      'Waar komt de naam vandaan?',
      'Ingredients',
      'Storing the cake',
    ])
      expect(namesMakingSection(heading)).toBe(false)
  })
})
