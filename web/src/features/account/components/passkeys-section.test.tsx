import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Passkey } from '@forkcast/contract/passkeys.schemas'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { PasskeysSection } from './passkeys-section'

const TABLET: Passkey = {
  id: '0b6f1f4e-8a43-4a55-9d2e-6d1f3a0c2b71',
  name: 'Kitchen tablet',
  createdAt: '2026-11-02T18:00:00.000Z',
  lastUsedAt: '2026-12-01T19:30:00.000Z',
}
const PHONE: Passkey = {
  ...TABLET,
  id: '5d2c8b0a-1f6e-4c3d-9a7b-2e4f6a8c0d1e',
  name: 'Phone',
  lastUsedAt: null,
}

let stored: Passkey[] = []
beforeEach(() => {
  stored = [TABLET, PHONE]
  mockSignedIn()
  server.use(
    http.get('/api/passkeys', () => HttpResponse.json({ passkeys: stored })),
    http.delete<{ passkeyId: string }>('/api/passkeys/:passkeyId', ({ params }) => {
      stored = stored.filter((passkey) => passkey.id !== params.passkeyId)
      return HttpResponse.json({ success: true })
    }),
  )
})
afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential')
})

describe('PasskeysSection', () => {
  it('lists the account’s passkeys by name, with when each was added and last used', async () => {
    renderApp(<PasskeysSection />)
    const list = await screen.findByRole('list', { name: 'Your passkeys' })
    expect(within(list).getByText('Kitchen tablet')).toBeInTheDocument()
    expect(within(list).getByText('Phone')).toBeInTheDocument()
    expect(within(list).getByText('Added Nov 2, 2026 · last used Dec 1, 2026')).toBeInTheDocument()
    expect(within(list).getByText('Added Nov 2, 2026')).toBeInTheDocument()
  })

  it('asks before removing a passkey, then lists the ones left', async () => {
    renderApp(<PasskeysSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Kitchen tablet' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Remove "Kitchen tablet"?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }))
    expect(await screen.findByText('"Kitchen tablet" removed')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Your passkeys' })
    expect(within(list).queryByText('Kitchen tablet')).not.toBeInTheDocument()
    expect(within(list).getByText('Phone')).toBeInTheDocument()
  })

  it('offers to create a passkey, named after this device, where the browser can make one', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: function PublicKeyCredential() {},
      configurable: true,
    })
    stored = []
    renderApp(<PasskeysSection />)
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument()
    // jsdom names no system, so the name starts empty; a phone's starts as "Passkey on Android".
    expect(screen.getByLabelText('Passkey name')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Create a passkey' })).toBeInTheDocument()
  })

  it('says where the browser cannot make passkeys instead of showing a dead button', async () => {
    renderApp(<PasskeysSection />)
    expect(await screen.findByText(/This browser cannot make passkeys/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create a passkey' })).not.toBeInTheDocument()
  })
})
