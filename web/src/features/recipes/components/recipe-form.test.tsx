import { delay, http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'
import { RecipeForm } from './recipe-form'

afterEach(() => toast.dismiss())

const renderForm = () => {
  const onSaved = vi.fn()
  renderApp(<RecipeForm onSaved={onSaved} />)
  return { onSaved, form: screen.getByRole('form', { name: 'Create recipe' }) }
}

const fillValidRecipe = async () => {
  await userEvent.type(screen.getByLabelText('Recipe title'), '  Abuela’s Arroz con Pollo ')
  await userEvent.selectOptions(screen.getByLabelText('Cuisine type'), 'mexican')
  await userEvent.type(screen.getByLabelText('Ingredient 1'), '2 lb chicken thighs')
  await userEvent.type(screen.getByLabelText('Step 1'), 'Brown the chicken.')
}

describe('recipe form', { timeout: 20_000 }, () => {
  it('shows the spec messages for a blank recipe and sends nothing', async () => {
    let calls = 0
    server.use(http.post('/api/recipes/custom', () => ((calls += 1), HttpResponse.json({}))))
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    for (const message of [
      'Recipe title is required',
      'Cuisine type is required',
      'At least one ingredient is required',
      'At least one instruction is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Recipe title')).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toBe(0)
  })

  it('clears a message once the field is fixed, then creates the recipe', async () => {
    let body: unknown
    server.use(
      http.post('/api/recipes/custom', async ({ request }) => {
        body = await request.json()
        await delay(50)
        return HttpResponse.json(buildRecipe({ id: 9, title: 'Abuela’s Arroz con Pollo' }), { status: 201 })
      }),
    )
    const { onSaved } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    expect(await screen.findByText('Recipe title is required')).toBeInTheDocument()
    await fillValidRecipe()
    expect(screen.queryByText('Recipe title is required')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled()
    expect(await screen.findByText('Recipe Created')).toBeInTheDocument()
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }))
    expect(body).toMatchObject({
      title: '  Abuela’s Arroz con Pollo ',
      foodType: 'mexican',
      difficulty: 'Easy',
      ingredients: ['2 lb chicken thighs'],
      instructions: ['Brown the chicken.'],
    })
  })

  it('starts with one ingredient and one step, removable only while more than one remains', async () => {
    const { form } = renderForm()
    expect(within(form).getAllByLabelText(/^Ingredient \d+$/)).toHaveLength(1)
    expect(within(form).getAllByLabelText(/^Step \d+$/)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Remove ingredient 1' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add Ingredient' }))
    await userEvent.type(screen.getByLabelText('Ingredient 2'), 'salt')
    await userEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }))
    expect(within(form).getAllByLabelText(/^Ingredient \d+$/)).toHaveLength(1)
    expect(screen.getByLabelText('Ingredient 1')).toHaveValue('salt')
    expect(screen.queryByRole('button', { name: /Remove ingredient/ })).not.toBeInTheDocument()
  })

  it('adds trimmed tags with Enter or the button, once, and removes one when clicked', async () => {
    renderForm()
    const input = screen.getByLabelText('Tags')
    await userEvent.type(input, '  weeknight  {Enter}')
    await userEvent.type(input, 'WEEKNIGHT{Enter}')
    await userEvent.type(input, 'spicy')
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }))
    const tags = () =>
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('button')
        .map((tag) => tag.textContent?.trim())
    expect(tags()).toEqual(['weeknight', 'spicy'])
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag weeknight' }))
    expect(tags()).toEqual(['spicy'])
    expect(screen.getByRole('form', { name: 'Create recipe' })).toBeInTheDocument()
  })

  it('shows the server’s message on the field it names', async () => {
    server.use(
      http.post('/api/recipes/custom', () =>
        HttpResponse.json(
          {
            message: 'Recipe title must be at most 120 characters.',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'title', message: 'Recipe title must be at most 120 characters' }],
          },
          { status: 400 },
        ),
      ),
    )
    renderForm()
    await fillValidRecipe()
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    expect(await screen.findByText('Recipe title must be at most 120 characters')).toBeInTheDocument()
    expect(await screen.findByText('Recipe not created')).toBeInTheDocument()
    expect(screen.getByText('Recipe title must be at most 120 characters.')).toBeInTheDocument()
  })

  it('says beside a time that it must be a number, and sends the times typed as numbers', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/recipes/custom', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(buildRecipe({ id: 9 }), { status: 201 })
      }),
    )
    const { onSaved } = renderForm()
    await fillValidRecipe()
    await userEvent.type(screen.getByLabelText('Prep time (minutes)'), 'ten')
    await userEvent.type(screen.getByLabelText('Servings'), '0')
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    expect(await screen.findByText('Prep time must be a number of minutes')).toBeInTheDocument()
    expect(screen.getByLabelText('Servings')).toHaveAccessibleDescription('Servings must be at least 1')
    expect(bodies).toEqual([])
    await userEvent.clear(screen.getByLabelText('Prep time (minutes)'))
    await userEvent.type(screen.getByLabelText('Prep time (minutes)'), ' 10 ')
    await userEvent.clear(screen.getByLabelText('Servings'))
    await userEvent.type(screen.getByLabelText('Servings'), '4')
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    await expect.poll(() => onSaved.mock.calls.length).toBe(1)
    expect(bodies[0]).toMatchObject({ prepTimeMinutes: 10, cookTimeMinutes: null, servings: 4, notes: null })
  })

  it('shows the server’s message about one ingredient beside the ingredients', async () => {
    server.use(
      http.post('/api/recipes/custom', () =>
        HttpResponse.json(
          {
            message: 'Each ingredient must be text.',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'ingredients.0', message: 'Each ingredient must be text' }],
          },
          { status: 400 },
        ),
      ),
    )
    renderForm()
    await fillValidRecipe()
    await userEvent.click(screen.getByRole('button', { name: 'Create Recipe' }))
    const ingredients = screen.getByRole('group', { name: /^Ingredients/ })
    await expect.poll(() => ingredients).toHaveAccessibleDescription('Each ingredient must be text')
  })
})
