import { http, HttpResponse } from 'msw'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'
import { RecipeCard } from './recipe-card'

const stew = buildRecipe({
  id: 4,
  title: 'Slow Beef Stew',
  difficulty: 'Easy',
  prepTimeMinutes: 20,
  cookTimeMinutes: 160,
  totalTimeMinutes: 180,
})

/** Every word for difficulty on screen: the recipe's (Easy, Medium, Hard) and the cook's (Beginner …). */
const difficultyWords = () =>
  (document.body.textContent ?? '').match(/Easy|Medium|Hard|Beginner|Intermediate|Advanced/g) ?? []

describe('one difficulty badge per recipe', { timeout: 20_000 }, () => {
  it('shows a recipe page’s difficulty once, as Easy, with the stew’s own 3 hours', async () => {
    mockSignedIn()
    server.use(http.get('/api/recipes/4', () => HttpResponse.json(stew)))
    renderApp(<App />, { path: '/recipe/4' })

    const meter = await screen.findByTestId('difficulty-meter')
    expect(meter).toHaveTextContent('3 hr')
    expect(meter).not.toHaveTextContent('usually')
    expect(screen.getAllByTestId('difficulty-meter')).toHaveLength(1)
    expect(difficultyWords()).toEqual(['Easy'])
  })

  it('counts prep and cook when a recipe gives no total time', async () => {
    mockSignedIn()
    server.use(
      http.get('/api/recipes/4', () =>
        HttpResponse.json({
          ...stew,
          difficulty: 'Hard',
          prepTimeMinutes: 10,
          cookTimeMinutes: 25,
          totalTimeMinutes: null,
        }),
      ),
    )
    renderApp(<App />, { path: '/recipe/4' })

    expect(await screen.findByTestId('difficulty-meter')).toHaveTextContent('HardTotal time 35 min')
    expect(difficultyWords()).toEqual(['Hard'])
  })

  it('shows one badge on a recipe card, never Beginner beside Easy', () => {
    render(<RecipeCard recipe={stew} actions={null} />)
    expect(difficultyWords()).toEqual(['Easy'])
  })
})
