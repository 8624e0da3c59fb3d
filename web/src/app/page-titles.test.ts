import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { getPageTitle } from './page-titles'

// Server calls that live in the paths table but are never pages.
const NOT_PAGES = new Set(['/api/login'])

describe('page titles', () => {
  it('gives each page its own title and unknown paths the not-found title', () => {
    expect(getPageTitle('/')).toBe('Home · Forkcast')
    expect(getPageTitle('/elimination/cuisine')).toBe('Tonight’s Cuisine · Forkcast')
    expect(getPageTitle('/elimination/ordering/thai')).toBe('What to Order · Forkcast')
    expect(getPageTitle('/recipe/42')).toBe('Recipe · Forkcast')
    expect(getPageTitle('/family/3')).toBe('Family Group · Forkcast')
    expect(getPageTitle('/no-such-page')).toBe('Page Not Found · Forkcast')
  })

  it('names every page the app routes to', () => {
    const untitled = Object.values(paths)
      .map(({ path }) => path.replace(':category', 'cuisine').replace(/:[A-Za-z]+/g, 'sample'))
      .filter((path) => !NOT_PAGES.has(path) && getPageTitle(path) === 'Page Not Found · Forkcast')
    expect(untitled).toEqual([])
  })
})
