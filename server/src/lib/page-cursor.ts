import { AppError } from './app-error'

/** Where a page ended: the last row's sort key (as the database wrote it) and its id, the tie-breaker. */
export interface PagePosition {
  key: string
  id: number
}

const CURSOR_MESSAGE = 'cursor is not one this server gave out'

/** Opaque to callers: base64url of the last row's sort key and id. */
export const encodeCursor = (position: PagePosition): string =>
  Buffer.from(JSON.stringify([position.key, position.id]), 'utf8').toString('base64url')

/** The position a cursor names (`isKey` vets the sort key before it reaches SQL); a cursor we never gave out is a 400 naming the field, never a 500. */
export function decodeCursor(cursor: string, isKey: (key: string) => boolean): PagePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isKey(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0
    ) {
      return { key: value[0], id: value[1] as number }
    }
  } catch {
    // Falls through to the same refusal as a well-formed but foreign value.
  }
  throw new AppError('VALIDATION_ERROR', CURSOR_MESSAGE, {
    issues: [{ path: 'cursor', message: CURSOR_MESSAGE }],
  })
}
