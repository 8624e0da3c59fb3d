import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { ApiError, apiGetOrNullWhenSignedOut, apiRequest, getFieldErrors } from './api-client'

describe('apiRequest', () => {
  it('sends JSON with a content type only when there is a body', async () => {
    const seen: Array<string | null> = []
    server.use(
      http.all('/api/echo', ({ request }) => {
        seen.push(request.headers.get('content-type'))
        return HttpResponse.json({ ok: true })
      }),
    )
    await apiRequest('POST', '/api/echo', { a: 1 })
    await apiRequest('POST', '/api/echo')
    expect(seen).toEqual(['application/json', null])
  })

  it('fails with "status: body" and keeps the server message', async () => {
    server.use(
      http.post('/api/fail', () => HttpResponse.json({ message: 'Nope', code: 'CONFLICT' }, { status: 409 })),
    )
    const error = await apiRequest('POST', '/api/fail', {}).catch((caught: unknown) => caught)
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
    const error = await apiRequest('POST', '/api/form', {}).catch((caught: unknown) => caught)
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
    await expect(apiRequest('GET', '/api/empty')).rejects.toThrow('500: Server Error')
  })

  it('can yield null instead of failing on 401', async () => {
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ message: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    )
    await expect(apiGetOrNullWhenSignedOut('/api/auth/user')).resolves.toBeNull()
  })
})
