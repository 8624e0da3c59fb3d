import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildGroup, buildUser } from '@/testing/data'
import { GroupPicker, withChosenGroup } from './group-picker'

const garcias = buildGroup({ id: 10, name: 'The Garcias', memberCount: 3 })
const neighbours = buildGroup({ id: 11, name: 'Neighbours', memberCount: 1 })

const Address = () => {
  const location = useLocation()
  return <output aria-label="address">{location.pathname + location.search + location.hash}</output>
}

/** The picker on a page at `path`; choosing a group shows the address it led to. */
const renderPicker = (
  path: string,
  props: { groups: ReturnType<typeof buildGroup>[]; isNamed?: boolean; allowsSolo?: boolean },
) => {
  const user = buildUser({ familyGroups: props.groups })
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GroupPicker user={user} isNamed={props.isNamed ?? false} allowsSolo={props.allowsSolo ?? true} />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

describe('the group picker', () => {
  it('asks which group is deciding and lists each of the user’s groups, one tap back to the same page with ?groupId=', async () => {
    renderPicker('/elimination/cooking?cuisine=thai#board', { groups: [garcias, neighbours] })
    expect(screen.getByRole('heading', { name: 'Which group is deciding?' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Your groups' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The Garcias3 members', 'Neighbours1 member'])
    await userEvent.click(within(list).getByRole('link', { name: /Neighbours/ }))
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/elimination/cooking?cuisine=thai&groupId=11#board',
    )
  })

  it('offers Just me where the page works alone, leading to group 0', async () => {
    renderPicker('/choose-meal-type', { groups: [garcias] })
    await userEvent.click(screen.getByRole('link', { name: 'Just me' }))
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/choose-meal-type?groupId=0')
  })

  it('leaves Just me out where the page needs a real group', () => {
    renderPicker('/choose-meal-type', { groups: [garcias], allowsSolo: false })
    expect(screen.queryByRole('link', { name: 'Just me' })).not.toBeInTheDocument()
  })

  it('says a group in the address is not theirs, replacing that group rather than adding a second one', () => {
    renderPicker('/dining-method-selection?groupId=99', { groups: [garcias], isNamed: true })
    expect(screen.getByRole('heading', { name: 'That group is not one of yours' })).toBeInTheDocument()
    expect(screen.getByText(/Which group is deciding\?/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /The Garcias/ })).toHaveAttribute(
      'href',
      '/dining-method-selection?groupId=10',
    )
  })

  it('offers to create a group, and to decide alone, to someone in no group', () => {
    renderPicker('/choose-meal-type', { groups: [] })
    expect(screen.getByText('You are not in a group yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Your groups' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a group' })).toHaveAttribute('href', '/family')
    expect(screen.getByRole('link', { name: 'Just me' })).toBeInTheDocument()
  })
})

describe('withChosenGroup', () => {
  it('keeps the path, the other parameters and the hash', () => {
    expect(
      withChosenGroup(
        { pathname: '/dining-service-selection', search: '?vote=places&cuisine=thai', hash: '' },
        5,
      ),
    ).toBe('/dining-service-selection?vote=places&cuisine=thai&groupId=5')
  })
})
