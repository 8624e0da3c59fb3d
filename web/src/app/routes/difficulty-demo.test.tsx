import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { LevelRecipes } from '@forkcast/contract/discovery.schemas'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { App } from '../app'

const levelRecipes = (level: LevelRecipes['level']): LevelRecipes => ({
  level,
  hidden: { count: 0, allergens: [], members: [] },
  recipes: [
    {
      id: 7,
      title: 'Beef Stifado with Pearl Onions and Red Wine',
      description: 'A glossy beef stew.',
      prepTime: 180,
      difficulty: 'Hard',
      rating: null,
      cuisine: 'Greek',
      foodType: 'greek',
      isAIRecommended: false,
      reason: 'Hard · 180 min',
    },
  ],
})

// Pages load on demand: on a busy machine the first lazy import can take seconds.
describe('the difficulty guide', { timeout: 20_000 }, () => {
  it('explains a sample recipe and opens recipes of the chosen level from the matching system', async () => {
    mockSignedIn()
    const asked: string[] = []
    server.use(
      http.get('/api/recipes/by-level/:level', ({ params }) => {
        asked.push(String(params.level))
        return HttpResponse.json(levelRecipes('advanced'))
      }),
    )
    const user = userEvent.setup()
    renderApp(<App />, { path: '/difficulty-demo' })
    expect(
      await screen.findByRole('heading', { name: 'Recipe Difficulty Guide' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(screen.getAllByRole('img', { name: 'Intermediate: 2 of 3 skill points' }).length).toBeGreaterThan(
      0,
    )

    const wellington = screen.getByRole('button', { name: /Beef Wellington/ })
    // Its own 60 + 45 minutes, not the '60+ min' band of its level.
    expect(within(wellington).getByTestId('difficulty-meter')).toHaveTextContent('Hard')
    expect(within(wellington).getByTestId('difficulty-meter')).toHaveTextContent('1 hr 45 min')
    expect(wellington).not.toHaveTextContent(/usually|Advanced/)
    await user.click(wellington)
    const analysis = screen.getByRole('region', { name: 'Difficulty analysis: Beef Wellington' })
    expect(analysis).toHaveTextContent('Hard (3 of 3 skill points), 1 hr 45 min from start to finish.')
    expect(analysis).not.toHaveTextContent('usually')
    expect(within(analysis).getByText('Making duxelles')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Advanced/ })).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Try Recipe Matching System' }))
    expect(
      await screen.findByRole('heading', { name: 'Advanced recipes' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(await screen.findByTestId('recommendation-reason')).toHaveTextContent('Hard · 180 min')
    expect(asked).toEqual(['advanced'])
  })

  it('says how many recipes of the level the allergy filter hid, for what and for whom', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/recipes/by-level/:level', () =>
        HttpResponse.json({
          ...levelRecipes('beginner'),
          hidden: { count: 1, allergens: ['peanuts'], members: ['Sofia'] },
        }),
      ),
    )
    renderApp(<App />, { path: '/recipes?level=beginner' })
    const section = await screen.findByRole('region', { name: 'Beginner recipes' }, { timeout: 10_000 })
    expect(await within(section).findByRole('note')).toHaveTextContent(
      '1 recipe hidden: it contains peanuts (Sofia)',
    )
    expect(within(section).getByText('Beef Stifado with Pearl Onions and Red Wine')).toBeInTheDocument()
  })
})
