const WRAPPER_START = /^\s*(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)\s*/
const WRAPPER_END = /\s*(?:\/\/\s*)?(?:-->|\]\]>)\s*$/
const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])
const CONTROL_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
}

/** Peels the CDATA and HTML comment wrappers that old CMS templates put around script contents. */
const unwrapScript = (text: string): string => {
  let current = text.replace(/^\uFEFF/, '').trim()
  for (let round = 0; round < 4; round++) {
    const next = current.replace(WRAPPER_START, '').replace(WRAPPER_END, '')
    if (next === current) break
    current = next
  }
  return current
}

const tryParse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const dropTrailingComma = (buffer: string[]): void => {
  for (let index = buffer.length - 1; index >= 0; index--) {
    const piece = buffer[index] ?? ''
    if (/^\s*$/.test(piece)) continue
    if (piece === ',') buffer.splice(index, 1)
    return
  }
}

/**
 * Splits script text into top-level JSON values and repairs what browsers and lax publishers tolerate:
 * trailing commas and semicolons, raw newlines inside strings, invalid escapes ('\''), stray quotes,
 * JS comments and several values back to back.
 */
const scanValues = (text: string): unknown[] => {
  const values: unknown[] = []
  let buffer: string[] = []
  const stack: string[] = []
  let inString = false
  let index = 0

  const finishValue = () => {
    const parsed = tryParse(buffer.join(''))
    if (parsed.ok) values.push(parsed.value)
    buffer = []
  }

  while (index < text.length) {
    const char = text[index] ?? ''
    if (inString) {
      if (char === '\\') {
        const next = text[index + 1] ?? ''
        if (VALID_ESCAPES.has(next)) buffer.push(char, next)
        else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6)))
          buffer.push(char, next)
        else if (next === '\n' || next === '\r') buffer.push('\\n')
        else buffer.push(next === "'" ? "'" : `\\\\${next}`)
        index += 2
        continue
      }
      if (char === '"') {
        // A quote that is not followed by a separator is a stray quote inside the text ('the "best" cake').
        const following = /\S/.exec(text.slice(index + 1, index + 64))?.[0]
        if (following === undefined || ',:}]'.includes(following)) {
          inString = false
          buffer.push(char)
        } else buffer.push('\\"')
        index++
        continue
      }
      const escaped = CONTROL_ESCAPES[char]
      if (escaped !== undefined) buffer.push(escaped)
      else if (char < ' ') buffer.push(' ')
      else buffer.push(char)
      index++
      continue
    }
    if (stack.length === 0 && char !== '{' && char !== '[') {
      index++
      continue
    }
    if (char === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index)
      index = end === -1 ? text.length : end
      continue
    }
    if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2)
      index = end === -1 ? text.length : end + 2
      continue
    }
    if (char === '"') inString = true
    if (char === '{' || char === '[') stack.push(char === '{' ? '}' : ']')
    if (char === '}' || char === ']') {
      dropTrailingComma(buffer)
      stack.pop()
      buffer.push(char)
      index++
      if (stack.length === 0) finishValue()
      continue
    }
    buffer.push(char)
    index++
  }
  // A truncated script still gives its complete parts if the open brackets are closed.
  if (stack.length > 0 && !inString) {
    dropTrailingComma(buffer)
    buffer.push(...stack.reverse())
    finishValue()
  }
  return values
}

/** Parses the contents of a JSON-LD script the way a forgiving reader would; answers every value found. */
export const parseLenientJson = (scriptText: string): unknown[] => {
  const text = unwrapScript(scriptText)
  if (text.length === 0) return []
  const strict = tryParse(text)
  if (strict.ok) return [strict.value]
  return scanValues(text)
}
