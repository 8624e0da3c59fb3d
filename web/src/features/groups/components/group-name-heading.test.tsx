import { http, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import type { FamilyGroup, GroupName } from '@forkcast/contract/groups.schemas'
import { buildGroup } from '@/testing/data'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { GroupNameHeading } from './group-name-heading'

const group = buildGroup({ id: 3, name: 'The Garcias', isOwner: true })

const answerRename = (answer: (body: GroupName) => Response) => {
  const bodies: GroupName[] = []
  server.use(
    http.patch<never, GroupName, FamilyGroup | ErrorBody>('/api/family-groups/3', async ({ request }) => {
      const body = await request.json()
      bodies.push(body)
      return answer(body)
    }),
  )
  return bodies
}

const rename = async (name: string) => {
  const user = userEvent.setup()
  renderApp(<GroupNameHeading group={group} />)
  await user.click(screen.getByRole('button', { name: 'Rename group' }))
  const input = screen.getByRole('textbox', { name: 'Group name' })
  await user.clear(input)
  if (name) await user.type(input, name)
  await user.click(screen.getByRole('button', { name: 'Save' }))
}

describe('the group name heading', () => {
  it('asks for a name beside the field when it is emptied, and renames nothing', async () => {
    const bodies = answerRename(() => HttpResponse.json(group))
    await rename('   ')
    const input = screen.getByRole('textbox', { name: 'Group name' })
    await waitFor(() => expect(input).toHaveAccessibleDescription('Group name is required'))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([])
  })

  it('shows what the server says about the name beside the field and stays editing', async () => {
    const bodies = answerRename(() =>
      HttpResponse.json(
        {
          message: 'Check the name',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'name', message: 'Group name contains characters that cannot be stored' }],
        },
        { status: 400 },
      ),
    )
    await rename('  The Okafors ')
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveAccessibleDescription(
        'Group name contains characters that cannot be stored',
      ),
    )
    expect(bodies).toEqual([{ name: 'The Okafors' }])
  })
})
