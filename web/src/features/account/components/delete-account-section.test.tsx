import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { DeleteAccount } from '@forkcast/contract/account.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { DeleteAccountSection } from './delete-account-section'

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }))
  return screen.findByRole('dialog', { name: 'Delete your account?' })
}

describe('the delete account section', () => {
  it('asks for the password before sending anything, the reason beside the field', async () => {
    let sent = 0
    server.use(
      http.delete('/api/account', () => {
        sent += 1
        return HttpResponse.json({ success: true })
      }),
    )
    renderApp(<DeleteAccountSection />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('Enter your password to delete the account')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password to delete the account',
    )
    expect(sent).toBe(0)
  })

  it("shows the server's word on a wrong password beside the field, and forgets it once the dialog closes", async () => {
    const bodies: DeleteAccount[] = []
    server.use(
      http.delete<never, DeleteAccount, ErrorBody>('/api/account', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'That password is not right',
            issues: [{ path: 'password', message: 'That password is not right' }],
          },
          { status: 400 },
        )
      }),
    )
    renderApp(<DeleteAccountSection />)
    let dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not my password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('That password is not right')).toBeInTheDocument()
    expect(bodies).toEqual([{ password: 'not my password' }])

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    dialog = await openDialog()
    expect(within(dialog).getByLabelText('Password')).toHaveValue('')
    expect(within(dialog).queryByText('That password is not right')).not.toBeInTheDocument()
  })
})
