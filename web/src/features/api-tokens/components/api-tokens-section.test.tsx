import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type {
  ApiToken,
  ApiTokenList,
  CreateApiToken,
  CreatedApiToken,
} from '@forkcast/contract/api-tokens.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ApiTokensSection } from './api-tokens-section'

const TOKENS_URL = '/api/account/api-tokens'
const SECRET = 'fct_9kQx2mZtR4vLp8sWc1yHn6bJd3fGa7eUo0iKq5wXr2E'

let tokens: ApiToken[]
let revoked: number[]

const kitchen: ApiToken = {
  id: 1,
  name: 'Kitchen dashboard',
  scope: 'read',
  prefix: 'fct_AbCdEf',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
}

/** A small stand-in for the server's token routes, holding its list between calls. */
const serveTokens = () =>
  server.use(
    http.get<never, never, ApiTokenList>(TOKENS_URL, () => HttpResponse.json({ tokens })),
    http.post<never, CreateApiToken, CreatedApiToken | ErrorBody>(TOKENS_URL, async ({ request }) => {
      const body = await request.json()
      const created: ApiToken = {
        id: tokens.length + 10,
        name: body.name,
        scope: body.scope,
        prefix: SECRET.slice(0, 10),
        createdAt: '2026-03-02T10:00:00.000Z',
        lastUsedAt: null,
      }
      tokens = [created, ...tokens]
      return HttpResponse.json({ ...created, token: SECRET }, { status: 201 })
    }),
    http.delete<{ id: string }>(`${TOKENS_URL}/:id`, ({ params }) => {
      revoked.push(Number(params.id))
      tokens = tokens.filter((token) => token.id !== Number(params.id))
      return HttpResponse.json({ success: true })
    }),
  )

beforeEach(() => {
  tokens = []
  revoked = []
  serveTokens()
})

describe('ApiTokensSection', () => {
  it('says there are no tokens yet and links to the API documentation', async () => {
    renderApp(<ApiTokensSection />)
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Read the API documentation/ })).toHaveAttribute(
      'href',
      '/api/docs',
    )
  })

  it('lists each token with what it may do and whether it was used', async () => {
    tokens = [
      kitchen,
      { ...kitchen, id: 2, name: 'Backup script', scope: 'read-write', lastUsedAt: '2026-03-04T09:00:00Z' },
    ]
    renderApp(<ApiTokensSection />)
    const list = await screen.findByRole('list', { name: 'Your API tokens' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('Kitchen dashboard')
    expect(first).toHaveTextContent('Read only')
    expect(first).toHaveTextContent('Never used')
    expect(first).toHaveTextContent('fct_AbCdEf…')
    expect(second).toHaveTextContent('Read and write')
    expect(second).toHaveTextContent(/Last used/)
  })

  it('creates a token and shows it once, with a Copy button, until dismissed', async () => {
    const user = userEvent.setup()
    renderApp(<ApiTokensSection />)
    await screen.findByText('You have no API tokens yet.')
    await user.type(screen.getByLabelText('Token name'), 'Backup script')
    await user.click(screen.getByRole('radio', { name: /Read and write/ }))
    await user.click(screen.getByRole('button', { name: 'Create token' }))

    expect(await screen.findByLabelText('Your new token')).toHaveValue(SECRET)
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Your API tokens' })
    expect(within(list).getByText('Backup script')).toBeInTheDocument()
    expect(within(list).getByText('Read and write')).toBeInTheDocument()
    expect(screen.getByLabelText('Token name')).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'I have copied it' }))
    expect(screen.queryByLabelText('Your new token')).not.toBeInTheDocument()
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument()
  })

  it('shows a missing name beside the field and sends nothing', async () => {
    const user = userEvent.setup()
    let posted = false
    server.use(
      http.post(TOKENS_URL, () => {
        posted = true
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    renderApp(<ApiTokensSection />)
    await screen.findByText('You have no API tokens yet.')
    await user.type(screen.getByLabelText('Token name'), '   ')
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    expect(screen.getByLabelText('Token name')).toHaveAccessibleDescription(/Name is required/)
    expect(posted).toBe(false)
  })

  it('shows what the server says about the name beside the name field', async () => {
    const user = userEvent.setup()
    server.use(
      http.post<never, never, ErrorBody>(TOKENS_URL, () =>
        HttpResponse.json(
          {
            message: 'Check the name',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'name', message: 'Name must not contain control characters' }],
          },
          { status: 400 },
        ),
      ),
    )
    renderApp(<ApiTokensSection />)
    await screen.findByText('You have no API tokens yet.')
    await user.type(screen.getByLabelText('Token name'), 'Kitchen')
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Token name')).toHaveAccessibleDescription(
        /Name must not contain control characters/,
      ),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the server’s refusal in the form, in its own words', async () => {
    const user = userEvent.setup()
    server.use(
      http.post<never, never, ErrorBody>(TOKENS_URL, () =>
        HttpResponse.json(
          {
            message: 'You can have at most 20 API tokens. Revoke one you no longer use to create another.',
            code: 'CONFLICT',
          },
          { status: 409 },
        ),
      ),
    )
    renderApp(<ApiTokensSection />)
    await screen.findByText('You have no API tokens yet.')
    await user.type(screen.getByLabelText('Token name'), 'One more')
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You can have at most 20 API tokens.')
    expect(screen.queryByLabelText('Your new token')).not.toBeInTheDocument()
  })

  it('revokes a token only after it is confirmed', async () => {
    const user = userEvent.setup()
    tokens = [kitchen]
    renderApp(<ApiTokensSection />)
    await user.click(await screen.findByRole('button', { name: 'Revoke Kitchen dashboard' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('stops working at once')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(revoked).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Revoke Kitchen dashboard' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    )
    await waitFor(() => expect(revoked).toEqual([1]))
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument()
  })
})
