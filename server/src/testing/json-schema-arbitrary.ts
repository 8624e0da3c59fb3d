import fc from 'fast-check'

/** The part of JSON Schema the served OpenAPI document uses (fastify-type-provider-zod output). */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  nullable?: boolean
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
}

// Long enough to cross every limit we set, short enough to keep the suite fast.
const STRING_CAP = 80
const ARRAY_CAP = 4

/** Text a person could type, plus the odd characters that break naive storage and parsing. */
const textArbitrary = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
    fc.constantFrom(
      '',
      ' ',
      'café',
      '🍕🍝',
      'مرحبا',
      '\u202Eevil',
      "'; drop table users; --",
      '%00',
      '../..',
    ),
  )

/** Values that fit the schema most of the time, and sometimes the wrong type, to reach every branch. */
export function arbitraryFromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants && variants.length > 0) return fc.oneof(...variants.map((s) => arbitraryFromSchema(s, depth)))
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  const base = baseArbitrary(schema, depth)
  return schema.nullable ? fc.option(base, { nil: null }) : base
}

function baseArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return textArbitrary(
        Math.min(schema.minLength ?? 0, STRING_CAP),
        Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP),
      )
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 1000) }),
        fc.constantFrom(-1, 0, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER),
      )
    case 'number':
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }),
        fc.constantFrom(-1, 0, 1e308),
      )
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(
        schema.items && depth < 4 ? arbitraryFromSchema(schema.items, depth + 1) : fc.anything(),
        {
          minLength: Math.min(schema.minItems ?? 0, ARRAY_CAP),
          maxLength: Math.min(schema.maxItems ?? ARRAY_CAP, ARRAY_CAP),
        },
      )
    case 'object': {
      const properties = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, value] of Object.entries(properties))
        record[key] = arbitraryFromSchema(value, depth + 1)
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) })
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null))
  }
}
