import { describe, expect, it } from 'vitest'
import { getGroceryAisleLabel } from './grocery-aisles'
import { findGroceryAisle } from './grocery-prices'

describe('grocery aisles', () => {
  it.each([
    ['whole milk', 'dairy-eggs'],
    ['coconut milk', 'canned-jarred'],
    ['chicken broth', 'canned-jarred'],
    ['boneless chicken thighs', 'meat-seafood'],
    ['eggplant', 'produce'],
    ['eggs', 'dairy-eggs'],
    ['garlic', 'produce'],
    ['garlic powder', 'spices'],
    ['unsalted butter', 'dairy-eggs'],
    ['peanut butter', 'nuts-snacks'],
    ['extra-virgin olive oil', 'oils-condiments'],
    ['salt and pepper', 'spices'],
    ['red bell pepper', 'produce'],
    ['all-purpose flour', 'baking'],
    ['spaghetti', 'grains-pasta'],
    ['sourdough bread', 'bakery'],
    ['paper towels', 'other'],
    ['cayenne pepper', 'spices'],
    ['red pepper flakes', 'spices'],
    ['chicken broth', 'canned-jarred'],
  ])('puts %s in %s', (name, aisle) => {
    expect(findGroceryAisle(name)).toBe(aisle)
  })

  it('labels aisles for people, and unknown ids as Other', () => {
    expect(getGroceryAisleLabel('dairy-eggs')).toBe('Dairy & Eggs')
    expect(getGroceryAisleLabel('nowhere')).toBe('Other')
  })
})
