import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { buildRecipe } from '../testing/build-recipe'
import { RecipeImage } from './recipe-image'
import { RecipePhoto } from './recipe-photo'

describe('recipe image', () => {
  it('shows the photo from our origin with size attributes, lazy loading and async decoding', () => {
    render(
      <RecipeImage recipe={buildRecipe({ title: 'Soup', imageUrl: '/api/images/abcdefghijklmnopqrstuv' })} />,
    )
    const image = screen.getByRole('img', { name: 'Photo of Soup' })
    expect(image).toHaveAttribute('src', '/api/images/abcdefghijklmnopqrstuv')
    expect(image).toHaveAttribute('width', '400')
    expect(image).toHaveAttribute('height', '300')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
    expect(image).toHaveAttribute('decoding', 'async')
  })

  it('falls back to the cuisine illustration when the photo fails to load', () => {
    render(<RecipeImage recipe={buildRecipe({ id: 4, foodType: 'indian', imageUrl: '/api/images/gone' })} />)
    fireEvent.error(screen.getByTestId('recipe-photo'))
    const illustration = screen.getByTestId('recipe-illustration')
    expect(illustration.getAttribute('src')).toMatch(/^\/images\/cuisines\/indian-[1-3]\.svg$/)
    expect(illustration).toHaveAttribute('loading', 'lazy')
  })

  it("shows a catalog recipe's cuisine illustration, the same one each time", () => {
    const recipe = buildRecipe({ id: 7, sourceType: 'catalog', foodType: 'italian', imageUrl: null })
    const { unmount } = render(<RecipeImage recipe={recipe} />)
    const first = screen.getByTestId('recipe-illustration').getAttribute('src')
    expect(first).toMatch(/^\/images\/cuisines\/italian-[1-3]\.svg$/)
    unmount()
    render(<RecipeImage recipe={recipe} />)
    expect(screen.getByTestId('recipe-illustration').getAttribute('src')).toBe(first)
  })
})

describe('recipe photo controls', () => {
  it("load the recipe page's picture at once and ahead of others, unlike a card's", () => {
    renderApp(<RecipePhoto recipe={buildRecipe({ id: 7, foodType: 'italian', imageUrl: null })} />)
    const picture = screen.getByTestId('recipe-illustration')
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
  })

  it('are offered only to the owner', () => {
    const { unmount } = renderApp(<RecipePhoto recipe={buildRecipe({ isOwner: false })} />)
    expect(screen.queryByLabelText(/Add a photo/)).not.toBeInTheDocument()
    unmount()
    renderApp(<RecipePhoto recipe={buildRecipe({ isOwner: true })} />)
    expect(screen.getByLabelText(/Add a photo/)).toHaveAttribute('accept', 'image/*,.heic,.heif')
    expect(screen.getByLabelText(/Take a photo/)).toHaveAttribute('capture', 'environment')
  })

  it("say the server's refusal beside the buttons when a file is not a photo", async () => {
    server.use(
      http.put('/api/recipes/:id/photo', () =>
        HttpResponse.json(
          { message: 'That file is not a photo we can read', code: 'BAD_REQUEST' },
          { status: 400 },
        ),
      ),
    )
    renderApp(<RecipePhoto recipe={buildRecipe({ isOwner: true, imageUrl: null })} />)
    const input = screen.getByLabelText(/Add a photo/)
    await userEvent.upload(input, new File(['not really'], 'notes.jpg', { type: 'image/jpeg' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('That file is not a photo we can read'),
    )
  })

  it('refuses a photo over 10 MB before sending it', async () => {
    let sent = false
    server.use(
      http.put('/api/recipes/:id/photo', () => {
        sent = true
        return HttpResponse.json({ imageUrl: '/api/images/x', width: 1, height: 1 })
      }),
    )
    renderApp(<RecipePhoto recipe={buildRecipe({ isOwner: true, imageUrl: null })} />)
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    await userEvent.upload(screen.getByLabelText(/Add a photo/), big)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('larger than 10 MB'))
    expect(sent).toBe(false)
  })
})
