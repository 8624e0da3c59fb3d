import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCuisine } from '@forkcast/contract/cuisines'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { i18next } from '@/lib/i18n'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { OptionCard } from './option-card'

afterEach(() => backToEnglish())

const thai = getCuisine('thai')!
// As the server sends a cuisine card: the contract's English words.
const thaiCard: FoodOption = {
  id: thai.id,
  label: thai.label,
  description: thai.description,
  tags: [...thai.tags],
  image: null,
}

const placeCard: FoodOption = {
  id: 'place-1',
  label: 'Bangkok House',
  description: '',
  tags: [],
  image: null,
  place: {
    placeId: '1',
    address: null,
    cuisine: 'Thai',
    distance: 1.25,
    distanceUnit: 'km',
    priceLevel: 0,
    rating: 4.5,
    openNow: true,
    phoneNumber: null,
    website: null,
    latitude: 0,
    longitude: 0,
    matchReasons: [],
  },
}

const renderCard = (option: FoodOption) =>
  render(
    <ul>
      <OptionCard
        option={option}
        state={{
          eliminatedBy: null,
          preferredBy: [],
          chosenBy: [],
          isPreferredByMe: false,
          isChosenByMe: false,
        }}
        currentUserId={1}
        isLocked={false}
        isBusy={false}
        onEliminate={vi.fn()}
        onPrefer={vi.fn()}
        onChoose={vi.fn()}
      />
    </ul>,
  )

describe('the board in Spanish', () => {
  it('names a cuisine card, its description and its tags in Spanish', async () => {
    loadSpanish()
    await i18next.changeLanguage('es')
    renderCard(thaiCard)
    const card = screen.getByRole('listitem', { name: 'Tailandesa' })
    expect(card).toHaveTextContent('Dulce, ácida y picante: pad thai, curry verde y hierbas frescas.')
    expect(screen.getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('FideosCurryPicante')
  })

  it('writes a place’s distance, price and rating as Spanish writes them, and keeps its name', async () => {
    loadSpanish()
    await i18next.changeLanguage('es')
    renderCard(placeCard)
    expect(screen.getByRole('listitem', { name: 'Bangkok House' })).toHaveTextContent(
      '1,3 km · Gratis · 4,5 ★',
    )
  })
})
