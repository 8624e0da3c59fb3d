import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { NO_ANSWER_MESSAGE } from '@/lib/mutation-errors'
import { buildUser } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const renderAllergiesPage = (user: Parameters<typeof buildUser>[0] = {}) => {
  mockSignedIn({ user })
  renderApp(<App />, { path: '/allergies' })
}

const listItems = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('allergies page', () => {
  afterEach(() => toast.dismiss())

  it('shows stored entries through the shared labels, whichever page set them', async () => {
    renderAllergiesPage({ allergies: ['milk', 'tree-nuts', 'kiwi'], sensitivities: ['tree-nuts', 'lactose'] })
    await screen.findByRole('heading', { name: 'Allergies & Sensitivities' })
    expect(listItems('Your allergies')).toEqual(['Milk', 'Tree nuts', 'kiwi'])
    expect(listItems('Your sensitivities')).toEqual(['Tree nuts', 'Lactose'])
  })

  it('adds trimmed text with Enter and ignores blanks and duplicates', async () => {
    renderAllergiesPage({ allergies: ['milk'] })
    const input = await screen.findByLabelText('Add an allergy')

    await userEvent.type(input, '  kiwi  {Enter}')
    expect(listItems('Your allergies')).toEqual(['Milk', 'kiwi'])
    expect(input).toHaveValue('')

    await userEvent.type(input, '   {Enter}')
    expect(screen.getByRole('button', { name: 'Add allergy' })).toBeDisabled()

    await userEvent.type(input, 'KIWI{Enter}')
    expect(await screen.findByText('Already on your list')).toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.type(input, 'Dairy{Enter}')
    expect(screen.getByText('Already on your list')).toBeInTheDocument()
    expect(listItems('Your allergies')).toEqual(['Milk', 'kiwi'])
  })

  it('toggles common chips and removes entries', async () => {
    renderAllergiesPage()
    const sesame = await screen.findByRole('button', { name: 'Sesame' })
    expect(sesame).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(sesame)
    expect(sesame).toHaveAttribute('aria-pressed', 'true')
    expect(listItems('Your allergies')).toEqual(['Sesame'])
    await userEvent.click(sesame)
    expect(screen.queryByRole('list', { name: 'Your allergies' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Caffeine' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Caffeine' }))
    expect(screen.getByRole('button', { name: 'Caffeine' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('saves both lists and says Updated successfully', async () => {
    renderAllergiesPage()
    const bodies: unknown[] = []
    server.use(
      http.put('/api/user/allergies', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(buildUser({ allergies: ['peanuts'], sensitivities: ['garlic'] }))
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Peanuts' }))
    await userEvent.type(screen.getByLabelText('Add a sensitivity'), 'garlic{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ allergies: ['peanuts'], sensitivities: ['garlic'] }])
  })

  it('says what the server answered on a 401', async () => {
    renderAllergiesPage()
    server.use(
      http.put('/api/user/allergies', () =>
        HttpResponse.json({ message: 'Please sign in', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Allergies not saved')).toBeInTheDocument()
    expect(screen.getByText('Please sign in')).toBeInTheDocument()
  })

  it('says the save failed, and that the server gave no reason, on an error without a message', async () => {
    renderAllergiesPage()
    server.use(http.put('/api/user/allergies', () => HttpResponse.json({}, { status: 500 })))
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Allergies not saved')).toBeInTheDocument()
    expect(screen.getByText(NO_ANSWER_MESSAGE)).toBeInTheDocument()
  })
})
