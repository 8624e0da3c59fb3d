import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

/** Deeper than any body the API takes (a bulk upload row is four levels); validators recurse per level. */
export const MAX_BODY_DEPTH = 64

const OPEN_BRACKET = 0x5b
const OPEN_BRACE = 0x7b
const CLOSE_BRACKET = 0x5d
const CLOSE_BRACE = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (strings skipped). */
export function nestingDepthOf(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > stopAt) return deepest
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--
  }
  return deepest
}

/**
 * Walks a parsed body once, without recursion: false when it nests deeper than `maxDepth`; on the way it
 * drops `__proto__` keys and `constructor` objects holding `prototype` (JSON.parse keeps them as plain own
 * keys, harmless until some code merges the value by assignment).
 */
function cleanAndCheckDepth(root: unknown, maxDepth: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }]
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!
    if (typeof value !== 'object' || value === null) continue
    if (depth + 1 > maxDepth) return false
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 })
      continue
    }
    const record = value as Record<string, unknown>
    if (Object.hasOwn(record, '__proto__')) Reflect.deleteProperty(record, '__proto__')
    const constructorValue = Object.hasOwn(record, 'constructor') ? record.constructor : undefined
    if (typeof constructorValue === 'object' && constructorValue !== null && 'prototype' in constructorValue)
      Reflect.deleteProperty(record, 'constructor')
    for (const key of Object.keys(record)) stack.push({ value: record[key], depth: depth + 1 })
  }
  return true
}

/**
 * Parses JSON bodies with answers a person can act on: an empty, malformed or too deeply nested body is a 400
 * saying so, and `__proto__` (or `constructor.prototype`) keys are dropped rather than refusing valid JSON.
 * The native parser reads first (it does not recurse); the depth is then checked on the values, which for a
 * pasted page is one long string, instead of scanning megabytes of text character by character.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim().length === 0) {
    throw new AppError('BAD_REQUEST', 'The request body is empty: it must be a JSON object')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Unparseable and absurdly deep (an unclosed '[[[['): say what a person can act on.
    if (nestingDepthOf(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
      throw new AppError('BAD_REQUEST', 'The request body is nested too deeply to read')
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON')
  }
  if (!cleanAndCheckDepth(parsed, MAX_BODY_DEPTH)) {
    throw new AppError('BAD_REQUEST', 'The request body is nested too deeply to read')
  }
  return parsed
}

/** Replaces Fastify's JSON parser for every route (a route may still add its own, as the Stripe webhook does). */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string))
    } catch (error) {
      done(error as AppError, undefined)
    }
  })
})
