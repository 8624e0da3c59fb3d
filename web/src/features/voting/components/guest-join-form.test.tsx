import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { JoinAsGuest } from '@forkcast/contract/voting.schemas'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { GuestJoinForm, type AllergyChipsProps } from './guest-join-form'

const TOKEN = 'guest-token-abcdefghijklmnop'
const JOIN_URL = `/api/guest/invitations/${TOKEN}/join`

// The page hands in the profile's chips; plain toggle buttons stand in for them here.
const Chips = ({ label, options }: AllergyChipsProps) => (
  <div role="group" aria-label={label}>
    {options.map((option) => (
      <button key={option.key} type="button" aria-pressed={option.isPressed} onClick={option.onToggle}>
        {option.label}
      </button>
    ))}
  </div>
)

const answerJoin = (status: number, body: ErrorBody) => {
  const joins: JoinAsGuest[] = []
  server.use(
    http.post<never, JoinAsGuest, ErrorBody>(JOIN_URL, async ({ request }) => {
      joins.push(await request.json())
      return HttpResponse.json(body, { status })
    }),
  )
  return joins
}

describe('the guest join form', () => {
  it('asks for a first name beside the field when only spaces are typed, and sends nothing', async () => {
    const joins = answerJoin(500, { message: 'Should not be asked', code: 'INTERNAL' })
    const user = userEvent.setup()
    renderApp(<GuestJoinForm token={TOKEN} AllergyChips={Chips} />)
    await user.type(screen.getByLabelText('Your first name'), '   ')
    await user.click(screen.getByRole('button', { name: 'Join the vote' }))
    const firstName = screen.getByLabelText('Your first name')
    await waitFor(() =>
      expect(firstName).toHaveAccessibleDescription(
        expect.stringContaining('Please tell the group your first name'),
      ),
    )
    expect(firstName).toHaveFocus()
    expect(joins).toEqual([])
  })

  it('shows what the server says about the name beside the name field, not below the form', async () => {
    const joins = answerJoin(400, {
      message: 'Check the name',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'firstName', message: 'Someone on the board already goes by Grandma' }],
    })
    const user = userEvent.setup()
    renderApp(<GuestJoinForm token={TOKEN} AllergyChips={Chips} />)
    await user.type(screen.getByLabelText('Your first name'), ' Grandma ')
    await user.click(screen.getByRole('button', { name: 'Milk' }))
    await user.click(screen.getByRole('button', { name: 'Join the vote' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Your first name')).toHaveAccessibleDescription(
        expect.stringContaining('Someone on the board already goes by Grandma'),
      ),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(joins).toEqual([{ firstName: 'Grandma', allergies: ['milk'] }])
  })
})
