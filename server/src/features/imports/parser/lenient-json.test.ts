import { describe, expect, it } from 'vitest'
import { parseLenientJson } from './lenient-json'

describe('parseLenientJson', () => {
  it('parses valid JSON as is', () => {
    expect(parseLenientJson('{"a": [1, 2]}')).toEqual([{ a: [1, 2] }])
  })

  it('drops trailing commas and a trailing semicolon', () => {
    expect(parseLenientJson('{"a": [1, 2,], "b": {"c": 3,},};')).toEqual([{ a: [1, 2], b: { c: 3 } }])
  })

  it('peels CDATA and HTML comment wrappers', () => {
    expect(parseLenientJson('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual([{ a: 1 }])
    expect(parseLenientJson('<!--\n{"a": 1}\n-->')).toEqual([{ a: 1 }])
  })

  it('escapes raw newlines and tabs inside strings', () => {
    expect(parseLenientJson('{"text": "line one\nline\ttwo"}')).toEqual([{ text: 'line one\nline\ttwo' }])
  })

  it('reads several values written back to back', () => {
    expect(parseLenientJson('{"a": 1}\n{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }])
    expect(parseLenientJson('{"a": 1},{"b": 2};')).toEqual([{ a: 1 }, { b: 2 }])
  })

  it('repairs invalid escapes and stray quotes inside text', () => {
    expect(parseLenientJson(String.raw`{"name": "Mum\'s pie"}`)).toEqual([{ name: "Mum's pie" }])
    expect(parseLenientJson('{"name": "The "best" cake", "x": 1}')).toEqual([
      { name: 'The "best" cake', x: 1 },
    ])
  })

  it('skips JavaScript comments between values', () => {
    expect(parseLenientJson('{"a": 1, // note\n "b": /* more */ 2}')).toEqual([{ a: 1, b: 2 }])
  })

  it('closes a script truncated after a complete value', () => {
    expect(parseLenientJson('{"a": {"b": 1}, "c": [1, 2')).toEqual([{ a: { b: 1 }, c: [1, 2] }])
  })

  it('answers nothing for text that holds no JSON', () => {
    expect(parseLenientJson('')).toEqual([])
    expect(parseLenientJson('var ready = true;')).toEqual([])
    expect(parseLenientJson('{"name": "never closed')).toEqual([])
  })
})
