import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { FavoriteRestaurant } from '@forkcast/contract/favorites.schemas'
import { renderApp } from '@/testing/render'
import { FavoriteCard } from './favorite-card'

const favorite: FavoriteRestaurant = {
  id: 7,
  placeId: 'place-7',
  name: 'Golden Dragon',
  address: '1 Main St',
  cuisine: 'Chinese',
  rating: '4.5',
  priceLevel: '2',
  phoneNumber: null,
  website: null,
  photoUrl: null,
  notes: 'Old notes',
  createdAt: '2026-11-20T18:00:00Z',
  groupId: null,
  groupName: null,
  savedBy: 'Maria',
}

const renderCard = () => {
  const saved: (string | null)[] = []
  renderApp(
    <FavoriteCard
      favorite={favorite}
      onRemove={() => {}}
      onSaveNotes={(notes) => saved.push(notes)}
      isSavingNotes={false}
    />,
  )
  return saved
}

describe('a favorite’s notes', () => {
  it('saves the notes without the spaces around them, and an emptied box as no notes', async () => {
    const saved = renderCard()
    const user = userEvent.setup()
    const notes = screen.getByLabelText('Notes')
    await user.clear(notes)
    await user.type(notes, '  Get the dumplings  ')
    await user.click(screen.getByRole('button', { name: 'Save notes' }))
    await waitFor(() => expect(saved).toEqual(['Get the dumplings']))
    await user.clear(notes)
    await user.type(notes, '   ')
    await user.click(screen.getByRole('button', { name: 'Save notes' }))
    await waitFor(() => expect(saved).toEqual(['Get the dumplings', null]))
  })

  it('says beside the box when the notes hold text that cannot be stored, and saves nothing', async () => {
    const saved = renderCard()
    const user = userEvent.setup()
    const notes = screen.getByLabelText('Notes')
    await user.clear(notes)
    await user.click(notes)
    await user.paste('Ask for\u0000 extra chili')
    await user.click(screen.getByRole('button', { name: 'Save notes' }))
    await waitFor(() =>
      expect(notes).toHaveAccessibleDescription(
        'Notes contains characters that cannot be stored (such as a NUL byte)',
      ),
    )
    expect(notes).toHaveAttribute('aria-invalid', 'true')
    expect(saved).toEqual([])
  })
})
