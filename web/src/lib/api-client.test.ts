import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { ApiError, apiGetOrNullWhenSignedOut, apiRequest } from './api-client'

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
