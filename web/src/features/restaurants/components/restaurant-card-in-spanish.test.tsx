import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Restaurant } from '@forkcast/contract/restaurants.schemas'
import { i18next } from '@/lib/i18n'
import { renderApp } from '@/testing/render'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { RestaurantCard } from './restaurant-card'

afterEach(() => backToEnglish())

const bangkok: Restaurant = {
  placeId: 'osm-node-7',
  name: 'Bangkok House',
  address: null,
  cuisine: 'Thai, Vietnamese',
  rating: 4.5,
  priceLevel: 2,
  phoneNumber: null,
  website: null,
  photos: [],
  latitude: 0,
  longitude: 0,
  distance: 0.4,
  distanceUnit: 'km',
  openNow: true,
  matchScore: 0.86,
  matchReasons: [],
}

describe('a restaurant card in Spanish', () => {
  it('names the cuisines, the match and the distance in Spanish, and keeps the place’s name', async () => {
    loadSpanish()
    await i18next.changeLanguage('es')
    renderApp(<RestaurantCard restaurant={bangkok} provider="osm" />)
    expect(screen.getByRole('heading', { name: 'Bangkok House' })).toBeInTheDocument()
    expect(screen.getByText('Tailandesa, Vietnamita · $$')).toBeInTheDocument()
    expect(screen.getByText('Encaja muy bien · 86%')).toBeInTheDocument()
    expect(screen.getByText('400 m')).toBeInTheDocument()
    expect(screen.getByText('4,5')).toBeInTheDocument()
  })
})
