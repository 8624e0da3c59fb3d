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

// Keys that could reach an object's prototype if the value were ever merged with assignment.
const MAY_HOLD_PROTOTYPE_KEYS = /__proto__|constructor|\\u/

const withoutPrototypeKeys = (key: string, value: unknown) => {
  if (key === '__proto__') return undefined
  if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
    return undefined
  return value
}

/**
 * Parses JSON bodies with answers a person can act on: an empty, malformed or too deeply nested body is a 400
 * saying so, and `__proto__` (or `constructor.prototype`) keys are dropped rather than refusing valid JSON.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim().length === 0) {
    throw new AppError('BAD_REQUEST', 'The request body is empty: it must be a JSON object')
  }
  if (nestingDepthOf(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new AppError('BAD_REQUEST', 'The request body is nested too deeply to read')
  }
  try {
    return MAY_HOLD_PROTOTYPE_KEYS.test(text) ? JSON.parse(text, withoutPrototypeKeys) : JSON.parse(text)
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON')
  }
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
