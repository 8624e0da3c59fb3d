import { describe, expect, it } from 'vitest'
import { getPageTitle } from './page-titles'

describe('page titles', () => {
  it('gives each page its own title and unknown paths the not-found title', () => {
    expect(getPageTitle('/')).toBe('Home · Forkcast')
    expect(getPageTitle('/elimination/cuisine')).toBe('Tonight’s Cuisine · Forkcast')
    expect(getPageTitle('/elimination/ordering/thai')).toBe('What to Order · Forkcast')
    expect(getPageTitle('/recipe/42')).toBe('Recipe · Forkcast')
    expect(getPageTitle('/family/3')).toBe('Family Group · Forkcast')
    expect(getPageTitle('/no-such-page')).toBe('Page Not Found · Forkcast')
  })
})
