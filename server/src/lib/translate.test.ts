import { describe, expect, it } from 'vitest'
import { translateMessage } from '@forkcast/contract/messages'
import { inEnglish, sayWith, type Translate } from './translate'

const inSpanish: Translate = (english) => translateMessage('es', english)

describe('sayWith', () => {
  it('fills the reader’s template with the values, counts included', () => {
    expect(sayWith(inSpanish, 'Kept the first {{max}} of {{count}} steps.', { max: 40, count: 52 })).toBe(
      'Se han guardado los primeros 40 de 52 pasos.',
    )
    expect(sayWith(inEnglish, 'Kept the first {{max}} of {{count}} steps.', { max: 40, count: 52 })).toBe(
      'Kept the first 40 of 52 steps.',
    )
  })

  it('never reads a value as a sentence of its own', () => {
    expect(sayWith(inSpanish, 'Already in your recipes: "{{title}}".', { title: 'Recipe not found' })).toBe(
      'Ya está en tus recetas: «Recipe not found».',
    )
  })
})
