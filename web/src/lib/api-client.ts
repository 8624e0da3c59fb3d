import type { ErrorBody } from '@forkcast/contract/errors'

/** A non-2xx answer: message is "status: body" as the spec says; body is the parsed error when JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`)
  }

  /** The server's own message, for toasts. */
  get serverMessage(): string | null {
    return this.body?.message ?? null
  }

  /** Each field's first problem, keyed by its top-level field name, to show beside that field. */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {}
    for (const issue of this.body?.issues ?? []) {
      const field = issue.path.split('.')[0] ?? ''
      if (field && !(field in errors)) errors[field] = issue.message
    }
    return errors
  }
}

/** The field errors of a failed request (none for anything but a 400 with issues). */
export const getFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {}

const parseErrorBody = (text: string): ErrorBody | null => {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && 'message' in value && 'code' in value) return value as ErrorBody
  } catch {
    // Not JSON: keep the text only.
  }
  return null
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // A JSON content type only when a body is sent.
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const text = (await response.text()) || response.statusText
    throw new ApiError(response.status, text, parseErrorBody(text))
  }
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export const apiGet = <T>(url: string) => apiRequest<T>('GET', url)

/** GET that yields null on 401 instead of failing (the signed-out user query). */
export async function apiGetOrNullWhenSignedOut<T>(url: string): Promise<T | null> {
  try {
    return await apiGet<T>(url)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const getErrorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return error.serverMessage ?? fallback
  return fallback
}
