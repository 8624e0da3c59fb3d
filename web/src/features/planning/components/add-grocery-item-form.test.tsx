import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AddGroceryItem, GroceryItem } from '@forkcast/contract/planning.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { AddGroceryItemForm } from './add-grocery-item-form'

const ITEMS_URL = '/api/grocery-lists/7/items'

const added = (name: string): GroceryItem => ({
  id: 1,
  name,
  quantity: '',
  category: 'other',
  estimatedCost: 100,
  isRoughEstimate: true,
  checked: false,
  recipes: [],
  isManual: true,
})

describe('the add grocery item form', () => {
  it("checks the item with the contract's own rule before sending, the message beside the field", async () => {
    let sent = 0
    server.use(
      http.post(ITEMS_URL, () => {
        sent += 1
        return HttpResponse.json(added('x'))
      }),
    )
    renderApp(<AddGroceryItemForm listId={7} />)
    await userEvent.type(screen.getByLabelText('Add an item'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Item is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Add an item')).toHaveAccessibleDescription('Item is required')
    expect(screen.getByLabelText('Add an item')).toBeInvalid()
    expect(sent).toBe(0)
  })

  it('shows what the server says about the item beside it, then sends the trimmed name and clears the field', async () => {
    const bodies: AddGroceryItem[] = []
    server.use(
      http.post<never, AddGroceryItem, ErrorBody | GroceryItem>(ITEMS_URL, async ({ request }) => {
        const body = await request.json()
        bodies.push(body)
        return bodies.length === 1
          ? HttpResponse.json(
              {
                code: 'VALIDATION_ERROR',
                message: 'That item cannot be added',
                issues: [{ path: 'name', message: 'Item must be at most 120 characters' }],
              },
              { status: 400 },
            )
          : HttpResponse.json(added(body.name))
      }),
    )
    renderApp(<AddGroceryItemForm listId={7} />)
    await userEvent.type(screen.getByLabelText('Add an item'), 'too long')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Item must be at most 120 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Add an item')).toHaveAccessibleDescription(
      'Item must be at most 120 characters',
    )
    await userEvent.clear(screen.getByLabelText('Add an item'))
    await userEvent.type(screen.getByLabelText('Add an item'), '  paper towels ')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.getByLabelText('Add an item')).toHaveValue(''))
    expect(bodies.at(-1)).toEqual({ name: 'paper towels' })
  })

  it('says beside the field why the item was not added when the server names no field', async () => {
    server.use(
      http.post(ITEMS_URL, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'You are not in this family' }, { status: 403 }),
      ),
    )
    renderApp(<AddGroceryItemForm listId={7} />)
    await userEvent.type(screen.getByLabelText('Add an item'), 'paper towels')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('You are not in this family')).toBeInTheDocument()
    expect(screen.getByLabelText('Add an item')).toHaveValue('paper towels')
  })
})
