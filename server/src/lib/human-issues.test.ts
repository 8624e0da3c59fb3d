import { describe, expect, it } from 'vitest'
import { labelOfPath, MAX_MESSAGE_LENGTH, summarizeIssues, toHumanIssue } from './human-issues'

describe('messages for people from validation issues', () => {
  it('names a field the way a person would, without its path', () => {
    expect(labelOfPath('email')).toBe('Email')
    expect(labelOfPath('preferences.cookingSkillLevel')).toBe('Cooking skill level')
    expect(labelOfPath('ingredients.2')).toBe('Ingredients')
  })

  it('keeps our own messages and replaces zod’s developer wording', () => {
    expect(toHumanIssue({ path: 'phoneNumber', message: 'Phone number is required' })).toEqual({
      path: 'phoneNumber',
      message: 'Phone number is required',
    })
    expect(
      toHumanIssue({
        path: 'firstName',
        message: 'Invalid input: expected string, received undefined',
        isMissing: true,
      }),
    ).toEqual({ path: 'firstName', message: 'First name is required' })
    expect(toHumanIssue({ path: 'prepTime', message: 'Too big: expected number to be <=600' }).message).toBe(
      'Prep time is not valid',
    )
  })

  it('sums up in one sentence with no field paths or "Invalid body"', () => {
    const summary = summarizeIssues([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
    expect(summary).toBe('Please enter a valid email address. One more field needs attention.')
    expect(summary).not.toMatch(/Invalid body|email:|password:/)
  })

  it('says the body must be a JSON object when it is null, a list, text or a number', () => {
    expect(
      toHumanIssue({ path: '(root)', message: 'Invalid input: expected object, received null' }),
    ).toEqual({ path: '(root)', message: 'The request body must be a JSON object' })
  })

  it('never echoes more than a short piece of what was sent', () => {
    const echoed = `Excluded food types has an unknown value: "${'a'.repeat(1_000_000)}"`
    const issue = toHumanIssue({ path: 'excludedFoodTypes.0', message: echoed })
    expect(issue.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
    expect(issue.message).toMatch(/^Excluded food types has an unknown value: "a+…$/)
  })
})
