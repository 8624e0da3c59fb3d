import { describe, expect, it } from 'vitest'
import { toRegistrationInput } from './register-form'

describe('toRegistrationInput', () => {
  it('trims every value and leaves out empty optional fields', () => {
    const input = toRegistrationInput({
      email: ' a@b.co ',
      firstName: ' Ana ',
      phoneNumber: ' 555 ',
      password: 'pass word 1',
      lastName: '  ',
      address: '',
      city: ' Porto ',
      state: '',
      zipCode: '',
    })
    expect(input).toEqual({
      email: 'a@b.co',
      firstName: 'Ana',
      phoneNumber: '555',
      password: 'pass word 1',
      city: 'Porto',
    })
  })
})
