import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RecommendationCategory } from '@forkcast/contract/discovery.constants'
import type { RecommendationList } from '@forkcast/contract/discovery.schemas'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

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

  it('says under each category how many recipes the allergy filter hid, for what and for whom', async () => {
    mockSignedIn()
    const listOf = (category: RecommendationCategory): RecommendationList => ({
      category,
      hidden:
        category === 'quick'
          ? { count: 2, allergens: ['peanuts', 'sesame'], members: ['Sofia', 'Leo'] }
          : { count: 0, allergens: [], members: [] },
      recommendations: [
        {
          id: category.length,
          title: `A ${category} dish`,
          description: 'Tasty.',
          prepTime: 20,
          difficulty: 'Easy',
          rating: 4.5,
          cuisine: 'Italian',
          foodType: 'italian',
          isAIRecommended: false,
          reason: 'Ready in 20 min',
        },
      ],
    })
    server.use(
      http.get('/api/ai/recommendations/:category', ({ params }) =>
        HttpResponse.json(listOf(params.category as RecommendationCategory)),
      ),
    )
    renderApp(<App />, { path: '/ai-recommendations' })
    const quick = await screen.findByRole('region', { name: 'Quick and easy' }, { timeout: 10_000 })
    expect(await within(quick).findByRole('note')).toHaveTextContent(
      '2 recipes hidden: they contain peanuts or sesame (Sofia and Leo)',
    )
    const trending = screen.getByRole('region', { name: 'Trending now' })
    expect(await within(trending).findByText('A trending dish')).toBeInTheDocument()
    expect(within(trending).queryByRole('note')).not.toBeInTheDocument()
  })
})
