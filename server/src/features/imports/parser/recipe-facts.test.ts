import { describe, expect, it } from 'vitest'
import { isRecipeFactLine, readRecipeFacts } from './recipe-facts'

describe('readRecipeFacts', () => {
  it('reads several facts from one line, split by dots, commas or middots before a label', () => {
    expect(readRecipeFacts(['Serves 4. Prep 10 minutes, cook 15 minutes'])).toEqual({
      prepTimeMinutes: 10,
      cookTimeMinutes: 15,
      totalTimeMinutes: 25,
      yields: '4 servings',
    })
    expect(readRecipeFacts(['Serves 6 · Total time 55 minutes']).totalTimeMinutes).toBe(55)
  })

  it('does not split a duration written with a comma', () => {
    expect(readRecipeFacts(['Total time: 1 hour, 10 minutes']).totalTimeMinutes).toBe(70)
  })

  it.each([
    ['Gesamtzeit: 50 Minuten', 50],
    ['Temps total : 1 h 05 min', 65],
    ['Tiempo total: 15 minutos', 15],
    ['Totale tijd: 1 uur', 60],
  ])('reads the total time in %j', (line, minutes) => {
    expect(readRecipeFacts([line]).totalTimeMinutes).toBe(minutes)
  })

  it('does not take an instruction that starts with a yield word for a yield', () => {
    expect(readRecipeFacts(['Pour the batter into 2 tins']).yields).toBeNull()
  })

  it('tells fact lines from recipe text', () => {
    expect(isRecipeFactLine('Serves 4. Prep 10 minutes, cook 15 minutes')).toBe(true)
    expect(isRecipeFactLine('Cook the pasta for 10 minutes')).toBe(false)
  })
})
