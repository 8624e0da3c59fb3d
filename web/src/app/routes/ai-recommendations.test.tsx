import { http, HttpResponse } from 'msw'
import { configure, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

configure({ asyncUtilTimeout: 4000 })

describe('/ai-recommendations', { timeout: 20_000 }, () => {
  it('offers the plans, not an error, when the free plan does not include recommendations', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/ai/recommendations/:category', () =>
        HttpResponse.json(
          { message: 'AI recommendations come with the Plus plan', code: 'TIER_REQUIRED' },
          { status: 403 },
        ),
      ),
    )
    renderApp(<App />, { path: '/ai-recommendations' })
    expect(await screen.findByRole('heading', { name: 'Available on a higher plan' })).toBeInTheDocument()
    expect(screen.getByText('AI recommendations come with the Plus plan')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans and upgrade' })).toBeInTheDocument()
    expect(screen.queryByText('We could not load these recommendations.')).not.toBeInTheDocument()
  })
})
