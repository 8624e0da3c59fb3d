import { describe, expect, it } from 'vitest'
import { isSameOriginPath } from './subscriptions.schemas'

describe('the page checkout returns to', () => {
  it.each(['/smart-meal-planner', '/recipes?q=pasta&groupId=3', '/family/12#plans', '/'])(
    'accepts %s, a path of this app',
    (path) => expect(isSameOriginPath(path)).toBe(true),
  )

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'recipes',
    '/recipes\nLocation: x',
    '/has space',
    '',
    `/${'a'.repeat(300)}`,
  ])('refuses %j, which is not a path of this app', (path) => expect(isSameOriginPath(path)).toBe(false))
})
