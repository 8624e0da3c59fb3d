import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DinnerBoardShortcuts } from './dinner-board-shortcuts'

const renderShortcuts = (groups: { id: number; name: string }[]) =>
  render(
    <MemoryRouter>
      <DinnerBoardShortcuts groups={groups} />
    </MemoryRouter>,
  )

describe('the dashboard’s board shortcuts', () => {
  it('opens a cooking board, or the service question before an ordering board, over every cuisine for the group', () => {
    renderShortcuts([{ id: 10, name: 'The Garcias' }])
    expect(screen.getByRole('link', { name: /What should we cook\?/ })).toHaveAttribute(
      'href',
      '/elimination/cooking?groupId=10',
    )
    expect(screen.getByRole('link', { name: /Where should we order\?/ })).toHaveAttribute(
      'href',
      '/dining-service-selection?vote=places&groupId=10',
    )
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })

  it('asks which family decides when there are several, and decides alone without one', async () => {
    const view = renderShortcuts([
      { id: 10, name: 'The Garcias' },
      { id: 11, name: 'Neighbours' },
    ])
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Deciding with' }), 'Neighbours')
    expect(screen.getByRole('link', { name: /What should we cook\?/ })).toHaveAttribute(
      'href',
      '/elimination/cooking?groupId=11',
    )
    view.unmount()
    renderShortcuts([])
    expect(screen.getByRole('link', { name: /What should we cook\?/ })).toHaveAttribute(
      'href',
      '/elimination/cooking?groupId=0',
    )
  })
})
