import { describe, expect, it } from 'vitest'
import {
  cleanIngredientLine,
  cleanInstructionLine,
  cleanLines,
  cleanOptionalText,
  cleanText,
  decodeEntities,
  stripBullet,
  stripStepNumber,
} from './clean-text'

describe('cleanText', () => {
  it('decodes named, numeric and double-encoded entities', () => {
    expect(cleanText('Mac &amp;amp; Cheese')).toBe('Mac & Cheese')
    expect(cleanText('Grandma&#8217;s &#x201C;best&#x201D;')).toBe('Grandma’s “best”')
  })

  it('strips tags, including markup that was itself entity-encoded', () => {
    expect(cleanText('<p>Stir <strong>well</strong></p>')).toBe('Stir well')
    expect(cleanText('&lt;p&gt;Stir gently&lt;/p&gt;')).toBe('Stir gently')
  })

  it('keeps a lone less-than sign that is not a tag', () => {
    expect(cleanText('Keep the heat < 80°C')).toBe('Keep the heat < 80°C')
  })

  it('collapses every kind of whitespace and drops invisible characters', () => {
    expect(cleanText('  2\u00a0cups\tflour\u200b \n sifted ')).toBe('2 cups flour sifted')
  })

  it('repairs doubled punctuation and stray spaces before punctuation but keeps ellipses', () => {
    expect(cleanText('Stir well..')).toBe('Stir well.')
    expect(cleanText('salt , pepper ,and oil .')).toBe('salt, pepper, and oil.')
    expect(cleanText('Wait...')).toBe('Wait...')
    expect(cleanText('1 onion ( chopped )')).toBe('1 onion (chopped)')
  })

  it('keeps unicode fractions and turns the fraction slash into a plain slash', () => {
    expect(cleanText('1½ cups &frac34; tsp')).toBe('1½ cups ¾ tsp')
    expect(cleanText('1⁄2 cup')).toBe('1/2 cup')
  })

  it('does not join a decimal number to the word before it', () => {
    expect(cleanText('add .5 cup water')).toBe('add .5 cup water')
  })
})

describe('cleanLines', () => {
  it('splits on line breaks, paragraphs and list items and drops empty lines', () => {
    expect(cleanLines('<ol><li>Mix.</li><li></li><li>Bake.</li></ol>')).toEqual(['Mix.', 'Bake.'])
    expect(cleanLines('One<br>Two\n\n  \nThree')).toEqual(['One', 'Two', 'Three'])
  })
})

describe('cleanOptionalText', () => {
  it('answers null for missing or empty values', () => {
    expect(cleanOptionalText(undefined)).toBeNull()
    expect(cleanOptionalText('<p> </p>')).toBeNull()
  })
})

describe('step numbers and bullets', () => {
  it.each([
    ['1. Preheat the oven.', 'Preheat the oven.'],
    ['2) Mix.', 'Mix.'],
    ['Step 3: Bake.', 'Bake.'],
    ['STEP 4 - Cool.', 'Cool.'],
    ['Step 5 of 9 Serve.', 'Serve.'],
  ])('removes the number from %j', (input, expected) => {
    expect(stripStepNumber(input)).toBe(expected)
  })

  it('leaves numbers that are part of the step', () => {
    expect(stripStepNumber('1.5 hours later, check the dough.')).toBe('1.5 hours later, check the dough.')
    expect(stripStepNumber('10-15 minutes is enough.')).toBe('10-15 minutes is enough.')
  })

  it.each(['- 2 eggs', '• 2 eggs', '* 2 eggs', '▢ 2 eggs', '&bull; 2 eggs'])(
    'removes the bullet from %j',
    (line) => {
      expect(cleanIngredientLine(line)).toBe('2 eggs')
    },
  )

  it('keeps the quantity at the start of an ingredient', () => {
    expect(stripBullet('2 eggs')).toBe('2 eggs')
    expect(cleanIngredientLine('1. 2 cups flour')).toBe('1. 2 cups flour')
  })

  it('drops a zero printed as the amount of an ingredient the cook measures by taste', () => {
    expect(cleanIngredientLine('0 As required salt')).toBe('As required salt')
    expect(cleanIngredientLine('0.5 tsp salt')).toBe('0.5 tsp salt')
    expect(cleanIngredientLine('0 1/2 cup milk')).toBe('0 1/2 cup milk')
  })

  it('drops instruction lines that are only a step badge', () => {
    expect(cleanInstructionLine('3')).toBe('')
    expect(cleanInstructionLine('Step 2')).toBe('')
    expect(cleanInstructionLine('<b>1.</b> Whisk the eggs')).toBe('Whisk the eggs')
  })
})

describe('decodeEntities', () => {
  it('does not decode an entity name that runs into a word', () => {
    expect(decodeEntities('&notes')).toBe('&notes')
  })
})
