import { z as zod, type z } from 'zod'
import {
  endpointKey,
  endpointUrl,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
} from '@forkcast/contract/endpoint'
import { ErrorBodySchema, type ErrorBody } from '@forkcast/contract/errors'
import { currentLanguage, i18next } from './i18n'

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

/** The English words of an unexpected answer (common:unexpectedAnswer), as tests read them. */
export const UNEXPECTED_ANSWER_MESSAGE = 'The server sent something unexpected. Please refresh the page.'

/** A 2xx answer that does not match the contract: usually a page older than the server, so a refresh helps. */
export class UnexpectedAnswerError extends ApiError {
  constructor(status: number, bodyText: string) {
    // People see this sentence, in their language; the mismatch itself goes to the console only.
    const message = i18next.t('common:unexpectedAnswer')
    super(status, bodyText, { message, code: 'UNEXPECTED_ANSWER' })
    this.name = 'UnexpectedAnswerError'
    this.message = message
  }
}

/** The field errors of a failed request (none for anything but a 400 with issues). */
export const getFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {}

/** The server's `{ code, message }` body, or null when the text is not one. */
export const parseErrorBody = (text: string): ErrorBody | null => {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    // Not JSON: keep the text only.
    return null
  }
}

/** Reads a 2xx answer through the contract's schema; a mismatch becomes an UnexpectedAnswerError. */
export const parseAnswer = <S extends z.ZodType>(schema: S, status: number, text: string): z.output<S> => {
  let value: unknown
  try {
    value = text ? JSON.parse(text) : undefined
  } catch {
    console.error(`Answer ${status} is not JSON`)
    throw new UnexpectedAnswerError(status, text)
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    console.error('Answer does not match the contract', parsed.error.issues)
    throw new UnexpectedAnswerError(status, text)
  }
  return parsed.data
}

const throwUnlessOk = async (response: Response) => {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText
    throw new ApiError(response.status, text, parseErrorBody(text))
  }
}

const send = async (method: string, url: string, body: unknown): Promise<Response> => {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // A JSON content type only when a body is sent; the server words its refusals in the language shown here.
    headers: {
      'Accept-Language': currentLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwUnlessOk(response)
  return response
}

/** Reads an answer fetched elsewhere as apiRequest reads its own: an ApiError on failure, else the parsed body. */
export async function readAnswer<S extends z.ZodType>(schema: S, response: Response): Promise<z.output<S>> {
  await throwUnlessOk(response)
  return parseAnswer(schema, response.status, await response.text())
}

/** Sends a request and parses the answer with the contract schema it is declared with on the server. */
export async function apiRequest<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  const response = await send(method, url, body)
  return parseAnswer(schema, response.status, await response.text())
}

/** Sends a request whose answer nobody reads (sign-out, background syncs): only failure matters. */
export async function apiSend(method: string, url: string, body?: unknown): Promise<void> {
  await send(method, url, body)
}

export const apiGet = <S extends z.ZodType>(schema: S, url: string) => apiRequest(schema, 'GET', url)

/** GET that yields null on 401 instead of failing (the signed-out user query). */
export async function apiGetOrNullWhenSignedOut<S extends z.ZodType>(
  schema: S,
  url: string,
): Promise<z.output<S> | null> {
  try {
    return await apiGet(schema, url)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const getErrorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return error.serverMessage ?? fallback
  return fallback
}

/** What a call of this endpoint needs: its path parameters, query and body, each only when it has one. */
export type EndpointInput<E extends EndpointDefinition> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined ? { query?: undefined } : { query?: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> })

/** The input argument of a call: optional when the endpoint needs nothing. */
export type EndpointArgs<E extends EndpointDefinition> =
  Record<string, never> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]

const SUCCESS_CODES = [200, 201, 202, 204] as const

/** The schema a 2xx answer of this endpoint parses with: its one success schema, or their union. */
const answerSchemaOf = (endpoint: EndpointDefinition): z.ZodType => {
  const schemas = [
    ...new Set(SUCCESS_CODES.flatMap((code) => (endpoint.responses[code] ? [endpoint.responses[code]] : []))),
  ]
  const [first, second, ...rest] = schemas
  if (!first) throw new Error(`${endpoint.method} ${endpoint.path} declares no success answer`)
  return second ? zod.union([first, second, ...rest]) : first
}

/** The address a call of this endpoint goes to. */
export const urlOf = <E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>): string =>
  endpointUrl(
    endpoint,
    input.params as Readonly<Record<string, unknown>> | undefined,
    input.query ?? undefined,
  )

/** Calls an endpoint of the contract and parses its answer with the schema the server declares. */
export const callEndpoint = <E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): Promise<EndpointAnswer<E>> => {
  const given = (input ?? {}) as EndpointInput<E>
  return apiRequest(answerSchemaOf(endpoint), endpoint.method, urlOf(endpoint, given), given.body) as Promise<
    EndpointAnswer<E>
  >
}

/** The query key of one read: derived from the endpoint's path, parameters and query (see `endpointKey`). */
export const keyOf = <E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): readonly unknown[] =>
  endpointKey(
    endpoint,
    input?.params as Readonly<Record<string, unknown>> | undefined,
    input?.query as Readonly<Record<string, unknown>> | undefined,
  )
