import { createServer, type IncomingMessage, type Server } from 'node:http'

interface FakeSubscription {
  id: string
  customer: string
  status: string
  priceId: string
  currentPeriodEnd: number
  cancelAtPeriodEnd: boolean
}

interface StripeCall {
  method: string
  path: string
  params: URLSearchParams
}

/** The subscription object as Stripe's API (2025+) answers it: the period lives on the item. */
export const toStripeSubscription = (subscription: FakeSubscription) => ({
  id: subscription.id,
  object: 'subscription',
  customer: subscription.customer,
  status: subscription.status,
  cancel_at_period_end: subscription.cancelAtPeriodEnd,
  cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
  metadata: {},
  items: {
    object: 'list',
    data: [
      {
        id: `si_${subscription.id}`,
        object: 'subscription_item',
        current_period_end: subscription.currentPeriodEnd,
        price: { id: subscription.priceId, object: 'price' },
      },
    ],
  },
})

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local stand-in for the Stripe API speaking its wire format (form-encoded requests, JSON answers),
 * for the endpoints Forkcast calls: checkout sessions and subscriptions. Records every call.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = []
  const subscriptions = new Map<string, FakeSubscription>()
  let sessionCounter = 0

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test')
    const body = await readBody(request)
    const params = new URLSearchParams(request.method === 'GET' ? url.search : body)
    calls.push({ method: request.method ?? 'GET', path: url.pathname, params })
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${calls.length}` })
      response.end(JSON.stringify(value))
    }
    if (request.headers.authorization !== `Bearer ${fake.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      sessionCounter += 1
      const id = `cs_test_${sessionCounter}`
      return send(200, {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params.get('client_reference_id'),
      })
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname)
    const subscription = match ? subscriptions.get(match[1] ?? '') : undefined
    if (match && !subscription) {
      return send(404, {
        error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` },
      })
    }
    if (subscription && request.method === 'GET') return send(200, toStripeSubscription(subscription))
    if (subscription && request.method === 'POST') {
      if (params.has('cancel_at_period_end'))
        subscription.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true'
      return send(200, toStripeSubscription(subscription))
    }
    if (subscription && request.method === 'DELETE') {
      subscription.status = 'canceled'
      return send(200, toStripeSubscription(subscription))
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('fake Stripe did not get a port')

  const fake = {
    secretKey: 'sk_test_forkcast_fake',
    webhookSecret: 'whsec_forkcast_fake',
    url: `http://127.0.0.1:${address.port}`,
    calls,
    /** A subscription Stripe knows about, as if a checkout had created it. */
    addSubscription: (subscription: FakeSubscription) => {
      subscriptions.set(subscription.id, subscription)
      return subscription
    },
    getSubscription: (id: string) => subscriptions.get(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return fake
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
