import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'
import { RecipeForm } from './recipe-form'

const createAndCapture = async (chooseLanguage?: string) => {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/recipes/custom', async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(buildRecipe({ id: 5 }), { status: 201 })
    }),
  )
  const onSaved = vi.fn()
  renderApp(<RecipeForm onSaved={onSaved} />)
  await userEvent.type(screen.getByLabelText('Recipe title'), 'Cacık')
  await userEvent.selectOptions(screen.getByLabelText('Cuisine type'), 'mediterranean')
  await userEvent.type(screen.getByLabelText('Ingredient 1'), '2 su bardağı yoğurt')
  await userEvent.type(screen.getByLabelText('Step 1'), 'Karıştırın.')
  if (chooseLanguage) await userEvent.selectOptions(screen.getByLabelText('Language'), chooseLanguage)
  await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
  await expect.poll(() => onSaved.mock.calls.length).toBe(1)
  return bodies
}

describe('the language of a recipe in the form', { timeout: 20_000 }, () => {
  it('is read from the recipe unless the person names it', async () => {
    const [body] = await createAndCapture()
    expect(body).toMatchObject({ language: null })
  })

  it('is sent as the code of the language the person chose', async () => {
    const [body] = await createAndCapture('Turkish')
    expect(body).toMatchObject({ language: 'tr' })
  })
})
