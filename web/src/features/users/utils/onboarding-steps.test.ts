import { describe, expect, it } from 'vitest'
import { buildUser } from '@/testing/data'
import {
  isOnboardingStepValid,
  selectSteps,
  toInitialAnswers,
  toOnboardingRequest,
  type OnboardingAnswers,
} from './onboarding-steps'

const ALL_STEPS = ['cuisines', 'allergies', 'cooking', 'goals', 'group'] as const

const answers = (changes: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  ...toInitialAnswers(buildUser()),
  ...changes,
})

describe('selectSteps', () => {
  it('walks the steps the server says are due', () => {
    expect(selectSteps(buildUser({ onboardingSteps: [...ALL_STEPS] }), false)).toEqual(ALL_STEPS)
  })

  it('leaves out the group step for someone who came by an invite link', () => {
    expect(selectSteps(buildUser({ onboardingSteps: [...ALL_STEPS] }), true)).toEqual([
      'cuisines',
      'allergies',
      'cooking',
      'goals',
    ])
  })
})

describe('toOnboardingRequest', () => {
  it('sends only the answers of the steps shown', () => {
    const chosen = answers({
      excludedFoodTypes: ['thai'],
      allergies: ['milk'],
      cookingSkillLevel: 'advanced',
    })
    expect(toOnboardingRequest(chosen, ['cuisines'])).toEqual({
      excludedFoodTypes: ['thai'],
      cuisinePreferences: [],
    })
  })

  it('sends the optional cuisines enjoyed with the cuisines step and health preferences with the goals step', () => {
    const chosen = answers({
      cuisinePreferences: ['greek'],
      healthPreferences: ['low-fat'],
      dietaryGoals: ['keto'],
    })
    expect(toOnboardingRequest(chosen, ['cuisines', 'goals'])).toEqual({
      excludedFoodTypes: [],
      cuisinePreferences: ['greek'],
      dietaryGoals: ['keto'],
      healthPreferences: ['low-fat'],
    })
    expect(toOnboardingRequest(chosen, ['cooking'])).not.toHaveProperty('healthPreferences')
  })

  it('sends a group to create with its name trimmed, and skip when nothing was chosen', () => {
    expect(
      toOnboardingRequest(answers({ groupAction: 'create', groupName: ' Okafors ' }), ['group']),
    ).toEqual({
      group: { action: 'create', name: 'Okafors' },
    })
    expect(toOnboardingRequest(answers(), ['group'])).toEqual({ group: { action: 'skip' } })
  })

  it('leaves a prep time outside the offered times as it is', () => {
    const request = toOnboardingRequest(answers({ preferredPrepTime: 20 }), ['cooking'])
    expect(request).toEqual({ cookingSkillLevel: 'beginner' })
  })
})

describe('toInitialAnswers', () => {
  it('starts from the stored profile, keeping only goals the goals step offers', () => {
    const user = buildUser({
      allergies: ['milk'],
      dietaryGoals: ['vegan', 'family-nutrition'],
      cuisinePreferences: ['thai'],
      healthPreferences: ['low-sugar'],
    })
    expect(toInitialAnswers(user)).toMatchObject({
      allergies: ['milk'],
      dietaryGoals: ['vegan'],
      cuisinePreferences: ['thai'],
      healthPreferences: ['low-sugar'],
    })
  })
})

describe('isOnboardingStepValid', () => {
  it('needs a name to create a group and a code to join one; every other step may stay empty', () => {
    expect(isOnboardingStepValid('cuisines', answers())).toBe(true)
    expect(isOnboardingStepValid('group', answers({ groupAction: 'create', groupName: '  ' }))).toBe(false)
    expect(isOnboardingStepValid('group', answers({ groupAction: 'join', inviteCode: '' }))).toBe(false)
    expect(isOnboardingStepValid('group', answers({ groupAction: 'join', inviteCode: 'ABCD2345' }))).toBe(
      true,
    )
    expect(isOnboardingStepValid('group', answers())).toBe(true)
  })
})
