import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error'
import { MAX_BODY_DEPTH, nestingDepthOf, parseJsonBody } from './json-body'

describe('the JSON body parser', () => {
  it('counts nesting outside strings only, escaped quotes included', () => {
    expect(nestingDepthOf('{"a":[1,{"b":[]}]}')).toBe(4)
    expect(nestingDepthOf('{"a":"[[[[\\"[[[["}')).toBe(1)
    expect(nestingDepthOf('"plain"')).toBe(0)
  })

  it('refuses nesting past the cap before parsing, and reads it up to the cap', () => {
    const at = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    expect(parseJsonBody(at(MAX_BODY_DEPTH))).toBeInstanceOf(Array)
    expect(() => parseJsonBody(at(MAX_BODY_DEPTH + 1))).toThrow(
      'The request body is nested too deeply to read',
    )
  })

  it('drops __proto__ and constructor.prototype keys, written plainly or escaped, and keeps the rest', () => {
    const parsed = parseJsonBody(
      '{"__proto__":{"admin":true},"n\\u0061me":"Soup","constructor":{"prototype":{"admin":true}},"x":{"\\u005f_proto__":1}}',
    ) as Record<string, unknown>
    expect(Object.keys(parsed)).toEqual(['name', 'x'])
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(parsed.x).toEqual({})
    expect((parsed as { admin?: unknown }).admin).toBeUndefined()
  })

  it('says an empty or malformed body is not JSON in words', () => {
    expect(() => parseJsonBody('  ')).toThrow(AppError)
    expect(() => parseJsonBody('{bad')).toThrow('The request body is not valid JSON')
  })
})
