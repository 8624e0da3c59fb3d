import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildGroup } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { InviteCode } from './invite-code'
import { InvitePanel } from './invite-panel'

const giveShareSheet = () => {
  const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve())
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
  return share
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('invites on a device with a share sheet', () => {
  it('the group page opens the share sheet with the invite link and the code', async () => {
    const share = giveShareSheet()
    const user = userEvent.setup()
    renderApp(<InvitePanel group={buildGroup({ inviteCode: 'QRST7890' })} />)
    expect(screen.queryByRole('button', { name: 'Copy invite link' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Share invite link' }))
    expect(share).toHaveBeenCalledTimes(1)
    const data = share.mock.calls[0]?.[0]
    expect(data?.url).toBe(`${window.location.origin}/join/QRST7890`)
    expect(data?.text).toContain('QRST7890')
  })

  it('the dashboard card opens it too, and closing the sheet is no error', async () => {
    const share = giveShareSheet()
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
    const user = userEvent.setup()
    renderApp(<InviteCode code="QRST7890" withLink />)
    await user.click(screen.getByRole('button', { name: 'Share invite link' }))
    expect(share.mock.calls[0]?.[0]).toMatchObject({ url: `${window.location.origin}/join/QRST7890` })
    expect(screen.queryByText('Failed to copy to clipboard')).not.toBeInTheDocument()
  })
})

describe('invites without a share sheet', () => {
  it('copy the link under the name Copy invite link', async () => {
    const user = userEvent.setup()
    renderApp(<InviteCode code="QRST7890" withLink />)
    expect(screen.queryByRole('button', { name: 'Share invite link' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }))
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/join/QRST7890`)
  })
})
