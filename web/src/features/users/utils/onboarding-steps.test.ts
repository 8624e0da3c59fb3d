import { describe, expect, it } from 'vitest'
import { isSetupStepValid, parsePrepTime, type SetupAnswers } from './onboarding-steps'

const answers = (changes: Partial<SetupAnswers> = {}): SetupAnswers => ({
  locationEnabled: false,
  cuisinePreferences: [],
  dietaryGoals: [],
  allergies: [],
  sensitivities: [],
  groupAction: 'skip',
  groupName: '',
  inviteCode: '',
  ...changes,
})

describe('parsePrepTime', () => {
  it.each([
    ['45', 45],
    ['', 30],
    ['abc', 30],
    ['0', 30],
    ['-10', 30],
    ['12.7', 12],
    ['481', 30],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parsePrepTime(text)).toBe(minutes)
  })
})

describe('isSetupStepValid', () => {
  it('always accepts steps 1, 4 and 6', () => {
    for (const step of [1, 4, 6]) expect(isSetupStepValid(step, answers())).toBe(true)
  })

  it('needs a cuisine on step 2 and a goal on step 3', () => {
    expect(isSetupStepValid(2, answers())).toBe(false)
    expect(isSetupStepValid(2, answers({ cuisinePreferences: ['thai'] }))).toBe(true)
    expect(isSetupStepValid(3, answers())).toBe(false)
    expect(isSetupStepValid(3, answers({ dietaryGoals: ['low-carb'] }))).toBe(true)
  })

  it('accepts step 5 when skipping, or with a non-blank name or code', () => {
    expect(isSetupStepValid(5, answers({ groupAction: 'skip' }))).toBe(true)
    expect(isSetupStepValid(5, answers({ groupAction: 'create', groupName: '   ' }))).toBe(false)
    expect(isSetupStepValid(5, answers({ groupAction: 'create', groupName: 'Okafors' }))).toBe(true)
    expect(isSetupStepValid(5, answers({ groupAction: 'join', inviteCode: '' }))).toBe(false)
    expect(isSetupStepValid(5, answers({ groupAction: 'join', inviteCode: 'ABCD2345' }))).toBe(true)
  })
})
