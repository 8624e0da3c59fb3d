import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@/testing/server'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { UserSchema } from '@forkcast/contract/users.schemas'
import { buildUser } from '@/testing/data'
import {
  ApiError,
  apiGet,
  apiGetOrNullWhenSignedOut,
  apiSend,
  getErrorMessage,
  getFieldErrors,
  UNEXPECTED_ANSWER_MESSAGE,
  UnexpectedAnswerError,
} from './api-client'

describe('apiRequest', () => {
  it('sends JSON with a content type only when there is a body', async () => {
    const seen: Array<string | null> = []
    server.use(
      http.all('/api/echo', ({ request }) => {
        seen.push(request.headers.get('content-type'))
        return HttpResponse.json({ ok: true })
      }),
    )
    await apiSend('POST', '/api/echo', { a: 1 })
    await apiSend('POST', '/api/echo')
    expect(seen).toEqual(['application/json', null])
  })

  it('fails with "status: body" and keeps the server message', async () => {
    server.use(
      http.post('/api/fail', () => HttpResponse.json({ message: 'Nope', code: 'CONFLICT' }, { status: 409 })),
    )
    const error = await apiSend('POST', '/api/fail', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('409: {"message":"Nope","code":"CONFLICT"}')
    expect((error as ApiError).serverMessage).toBe('Nope')
  })

  it('keeps each field’s first problem for the form to show beside it', async () => {
    server.use(
      http.post('/api/form', () =>
        HttpResponse.json(
          {
            message: 'Please enter a valid email address. One more field needs attention.',
            code: 'VALIDATION_ERROR',
            issues: [
              { path: 'email', message: 'Please enter a valid email address' },
              { path: 'ingredients.2', message: 'Ingredient is required' },
              { path: 'ingredients.3', message: 'Ingredient is too long' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const error = await apiSend('POST', '/api/form', {}).catch((caught: unknown) => caught)
    expect(getFieldErrors(error)).toEqual({
      email: 'Please enter a valid email address',
      ingredients: 'Ingredient is required',
    })
    expect(getFieldErrors(new Error('offline'))).toEqual({})
  })

  it('uses the status text when the body is empty', async () => {
    server.use(
      http.get('/api/empty', () => new HttpResponse(null, { status: 500, statusText: 'Server Error' })),
    )
    await expect(apiGet(SuccessSchema, '/api/empty')).rejects.toThrow('500: Server Error')
  })

  it('can yield null instead of failing on 401', async () => {
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ message: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    )
    await expect(apiGetOrNullWhenSignedOut(UserSchema, '/api/auth/user')).resolves.toBeNull()
  })

  it('gives the answer as the contract schema reads it', async () => {
    const user = buildUser()
    server.use(http.get('/api/auth/user', () => HttpResponse.json(user)))
    await expect(apiGet(UserSchema, '/api/auth/user')).resolves.toEqual(user)
  })

  it('turns an answer the contract does not allow into one plain sentence, never the schema’s complaints', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ id: 'not-a-number' })))
    const error = await apiGet(UserSchema, '/api/auth/user').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnexpectedAnswerError)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as Error).message).toBe(UNEXPECTED_ANSWER_MESSAGE)
    expect(getErrorMessage(error, 'fallback')).toBe(UNEXPECTED_ANSWER_MESSAGE)
  })

  it('treats a body that is not JSON as unexpected too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get('/api/auth/user', () => new HttpResponse('<html>', { status: 200 })))
    await expect(apiGet(UserSchema, '/api/auth/user')).rejects.toThrow(UNEXPECTED_ANSWER_MESSAGE)
  })
})
