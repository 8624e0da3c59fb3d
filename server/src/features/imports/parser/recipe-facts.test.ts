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
    expect(readRecipeFacts(['4 servings — Total 20 minutes'])).toMatchObject({
      totalTimeMinutes: 20,
      yields: '4 servings',
    })
    expect(readRecipeFacts(['Serves 4 — 6']).yields).toBe('4 — 6 servings')
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

  it.each([
    ['Prep & Cook Time 1 hour 20 minutes', 80],
    ['Tid i alt 40 min.', 40],
    ['Durée : 30min', 30],
    ['Time required: 10-20 minutes', 20],
  ])('reads %j, a label that names the whole time', (line, minutes) => {
    expect(readRecipeFacts([line]).totalTimeMinutes).toBe(minutes)
  })

  it('reads times a card prints value first', () => {
    expect(readRecipeFacts(['10 min Preparation Time', '5 min Cook Time'])).toMatchObject({
      prepTimeMinutes: 10,
      cookTimeMinutes: 5,
      totalTimeMinutes: 15,
    })
  })

  it('does not take a sentence that ends in "time" for a time fact', () => {
    expect(readRecipeFacts(['1 hour plus marinating time']).totalTimeMinutes).toBeNull()
    expect(readRecipeFacts(['20 minutes resting time']).totalTimeMinutes).toBeNull()
  })

  it('reads a label and its value from two blocks in a row', () => {
    expect(readRecipeFacts(['Time', '45 mins']).totalTimeMinutes).toBe(45)
    expect(readRecipeFacts(['Servings:', '6']).yields).toBe('6 servings')
    expect(readRecipeFacts(['Time', 'Cuisine', '45 mins']).totalTimeMinutes).toBeNull()
    expect(readRecipeFacts(['Total', '12']).totalTimeMinutes).toBeNull()
  })

  it('does not take a price for a time', () => {
    expect(readRecipeFacts(['Total: 589.15']).totalTimeMinutes).toBeNull()
  })

  it.each([
    ['4 porce', '4 servings'],
    ['4 portioner', '4 servings'],
    ['Até 4 porções', '4 servings'],
    ['6 Servings', '6 servings'],
    ['2 - 4 porcje', '2 - 4 servings'],
    ['Ingredients for 5 servings', '5 servings'],
  ])('reads a count of people without a label: %j', (line, expected) => {
    expect(readRecipeFacts([line]).yields).toBe(expected)
  })

  it('takes an unlabelled duration for the total only on a line of other facts', () => {
    expect(readRecipeFacts(['4 servings — 20 minutes']).totalTimeMinutes).toBe(20)
    expect(readRecipeFacts(['Serves 4 · 45 minutes']).totalTimeMinutes).toBe(45)
    expect(readRecipeFacts(['20 minutes']).totalTimeMinutes).toBeNull()
    expect(readRecipeFacts(['Prep 10 min · 20 minutes · 30 minutes']).totalTimeMinutes).toBeNull()
  })

  it('does not take the choices of a servings selector for a yield', () => {
    expect(readRecipeFacts(['Pour 1 2 3 4 5 6 7 8 personnes']).yields).toBeNull()
  })

  it('does not take a bare count of things, or a large unlabelled count of people, for a yield', () => {
    expect(readRecipeFacts(['4492 os.']).yields).toBeNull()
    expect(readRecipeFacts(['12 cookies']).yields).toBeNull()
    expect(readRecipeFacts(['2 eggs']).yields).toBeNull()
  })

  it('does not take an instruction that starts with a yield word for a yield', () => {
    expect(readRecipeFacts(['Pour the batter into 2 tins']).yields).toBeNull()
  })

  it('tells fact lines from recipe text', () => {
    expect(isRecipeFactLine('Serves 4. Prep 10 minutes, cook 15 minutes')).toBe(true)
    expect(isRecipeFactLine('Cook the pasta for 10 minutes')).toBe(false)
  })
})
