import { describe, expect, it } from 'vitest'
import { plansHrefFrom, readReturnTo } from './return-to'

describe('returnTo', () => {
  it('keeps a path of this app, query included', () => {
    const search = new URLSearchParams({ returnTo: '/smart-meal-planner?tab=weekly' })
    expect(readReturnTo(search)).toBe('/smart-meal-planner?tab=weekly')
  })

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'drops %j, which would leave the site',
    (returnTo) => expect(readReturnTo(new URLSearchParams({ returnTo }))).toBeNull(),
  )

  it('links the plans page back to the page the person is on', () => {
    expect(plansHrefFrom({ pathname: '/recipes', search: '?q=soup' })).toBe(
      '/subscription?returnTo=%2Frecipes%3Fq%3Dsoup',
    )
    expect(plansHrefFrom({ pathname: '/subscription', search: '' })).toBe('/subscription')
  })
})
