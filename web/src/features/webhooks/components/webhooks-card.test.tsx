import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@forkcast/contract/webhooks.schemas'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { WebhooksCard } from './webhooks-card'

const HOOKS_PATH = '/api/groups/3/webhooks'
const AT = '2026-11-20T18:00:00.000Z'

const delivery = (values: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'id'>): WebhookDelivery => ({
  event: 'plan.changed',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 204,
  lastError: null,
  createdAt: AT,
  deliveredAt: AT,
  nextAttemptAt: null,
  ...values,
})

/** A stand-in for the webhook routes that keeps its list, refuses private addresses and answers a fixed log. */
const serveWebhooks = (initial: Webhook[], log: WebhookDelivery[] = []) => {
  let hooks = initial
  const received: unknown[] = []
  server.use(
    http.get(HOOKS_PATH, () => HttpResponse.json(hooks)),
    http.post(HOOKS_PATH, async ({ request }) => {
      const body = (await request.json()) as { url: string; events: Webhook['events'] }
      received.push(body)
      if (body.url.includes('10.0.0.8')) {
        return HttpResponse.json<ErrorBody>(
          {
            message: 'This address cannot receive webhooks',
            code: 'VALIDATION_ERROR',
            issues: [
              {
                path: 'url',
                message: 'This address points to a private network; use a public https address',
              },
            ],
          },
          { status: 400 },
        )
      }
      const created: CreatedWebhook = {
        id: 9,
        url: body.url,
        events: body.events,
        createdAt: AT,
        secret: 'whsec_shown-once',
      }
      hooks = [...hooks, { id: 9, url: body.url, events: body.events, createdAt: AT }]
      return HttpResponse.json(created, { status: 201 })
    }),
    http.delete(`${HOOKS_PATH}/:id`, ({ params }) => {
      hooks = hooks.filter((hook) => String(hook.id) !== params.id)
      return HttpResponse.json({ success: true })
    }),
    http.get(`${HOOKS_PATH}/:id/deliveries`, () => HttpResponse.json(log)),
  )
  return received
}

describe('the webhooks card', () => {
  it('checks the form beside its fields, shows the server’s refusal by the address, then the secret once', async () => {
    const received = serveWebhooks([])
    const user = userEvent.setup()
    renderApp(<WebhooksCard groupId={3} />)
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument()

    const address = screen.getByLabelText('Send events to')
    for (const name of ['A decision is made', 'The week’s plan changes', 'The shopping list changes']) {
      await user.click(screen.getByRole('checkbox', { name }))
    }
    await user.type(address, 'not an address')
    await user.click(screen.getByRole('button', { name: 'Add webhook' }))
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument()
    expect(address).toHaveAccessibleDescription(/Enter a full https:\/\/ address/)
    expect(received).toEqual([])

    await user.click(screen.getByRole('checkbox', { name: 'The week’s plan changes' }))
    await user.clear(address)
    await user.type(address, 'https://10.0.0.8/hook')
    await user.click(screen.getByRole('button', { name: 'Add webhook' }))
    expect(await screen.findByText(/points to a private network/)).toBeInTheDocument()
    expect(address).toHaveAttribute('aria-invalid', 'true')

    await user.clear(address)
    await user.type(address, 'https://hooks.example/forkcast')
    await user.click(screen.getByRole('button', { name: 'Add webhook' }))
    const secret = await screen.findByLabelText('Signing secret')
    expect(secret).toHaveValue('whsec_shown-once')
    expect(received.at(-1)).toEqual({ url: 'https://hooks.example/forkcast', events: ['plan.changed'] })
    await user.click(screen.getByRole('button', { name: 'Copy signing secret' }))
    await expect(navigator.clipboard.readText()).resolves.toBe('whsec_shown-once')
    const list = screen.getByRole('list', { name: 'Webhooks' })
    expect(within(list).getByText('https://hooks.example/forkcast')).toBeInTheDocument()
    expect(within(list).getByText('The week’s plan changes')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument()
    expect(screen.queryByText('whsec_shown-once')).not.toBeInTheDocument()
  })

  it('shows each delivery as delivered, retrying or failed in words, and deletes after asking', async () => {
    serveWebhooks(
      [{ id: 4, url: 'https://hooks.example/in', events: ['decision.made', 'list.changed'], createdAt: AT }],
      [
        delivery({
          id: 3,
          event: 'list.changed',
          status: 'pending',
          attempts: 1,
          lastStatusCode: null,
          lastError: 'Could not reach the address: its name was not found or the connection failed',
          deliveredAt: null,
          nextAttemptAt: '2026-11-20T18:00:30.000Z',
        }),
        delivery({
          id: 2,
          event: 'ping',
          status: 'failed',
          attempts: 6,
          lastStatusCode: 500,
          lastError: 'The receiver answered with an error (HTTP 500)',
          deliveredAt: null,
        }),
        delivery({ id: 1, event: 'decision.made' }),
      ],
    )
    const user = userEvent.setup()
    renderApp(<WebhooksCard groupId={3} />)
    expect(await screen.findByText('A decision is made · The shopping list changes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delivery log' }))
    const log = await screen.findByRole('list', { name: 'Deliveries' })
    const rows = within(log).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('The shopping list changes')
    expect(rows[0]).toHaveTextContent('Retrying (attempt 2)')
    expect(rows[0]).toHaveTextContent('its name was not found')
    expect(rows[1]).toHaveTextContent('Test event')
    expect(rows[1]).toHaveTextContent('Failed')
    expect(rows[1]).toHaveTextContent('HTTP 500')
    expect(rows[1]).toHaveTextContent('We stopped trying')
    expect(rows[2]).toHaveTextContent('Delivered')
    expect(rows[2]).toHaveTextContent('Answered HTTP 204')

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this webhook?' })
    expect(dialog).toHaveTextContent('https://hooks.example/in')
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }))
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument()
  })
})
