import { describe, expect, it } from 'vitest'
import { buildGoogleSearchBody, GOOGLE_FIELD_MASK, parseGoogleResponse } from './google'
import { PlacesProviderError, type PlacesQuery } from './places-provider'

const query: PlacesQuery = {
  latitude: 40.75,
  longitude: -73.99,
  radiusMeters: 5000,
  cuisine: 'middle-eastern',
  serviceType: 'takeout',
}

const anyCuisineQuery: PlacesQuery = { ...query, cuisine: null }

describe('the Google Places (New) Text Search request', () => {
  it('searches the cuisine by name, biased to a circle around the point', () => {
    expect(buildGoogleSearchBody(query)).toEqual({
      textQuery: 'Middle Eastern restaurant',
      pageSize: 20,
      locationBias: { circle: { center: { latitude: 40.75, longitude: -73.99 }, radius: 5000 } },
    })
    expect(GOOGLE_FIELD_MASK.split(',')).toEqual(
      expect.arrayContaining([
        'places.id',
        'places.displayName',
        'places.priceLevel',
        'places.currentOpeningHours.openNow',
      ]),
    )
  })

  it('searches for restaurants in general, biased to the same circle, when no cuisine is given', () => {
    expect(buildGoogleSearchBody(anyCuisineQuery)).toEqual({
      textQuery: 'restaurants',
      pageSize: 20,
      locationBias: { circle: { center: { latitude: 40.75, longitude: -73.99 }, radius: 5000 } },
    })
  })
})

describe('reading a Text Search answer', () => {
  it('maps price levels, open now, types and service flags, and leaves out places without takeout', () => {
    const places = parseGoogleResponse(
      {
        places: [
          {
            id: 'ChIJ1',
            displayName: { text: 'Falafel House', languageCode: 'en' },
            formattedAddress: '1 Main St, New York, NY 10001, USA',
            location: { latitude: 40.751, longitude: -73.991 },
            types: ['middle_eastern_restaurant', 'restaurant', 'food', 'point_of_interest'],
            rating: 4.4,
            priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
            nationalPhoneNumber: '(212) 555-0100',
            websiteUri: 'https://falafel.example/',
            currentOpeningHours: { openNow: true },
            takeout: true,
          },
          {
            id: 'ChIJ2',
            displayName: { text: 'Sit Down Only' },
            location: { latitude: 40.752, longitude: -73.992 },
            takeout: false,
          },
          {
            id: 'ChIJ3',
            displayName: { text: 'Mystery Price' },
            location: { latitude: 40.752, longitude: -73.992 },
            priceLevel: 'PRICE_LEVEL_UNSPECIFIED',
            websiteUri: 'ftp://nope.example',
          },
        ],
      },
      query,
    )
    expect(places.map((place) => place.placeId)).toEqual(['ChIJ1', 'ChIJ3'])
    expect(places[0]).toMatchObject({
      name: 'Falafel House',
      cuisineTags: ['middle_eastern'],
      rating: 4.4,
      priceLevel: 1,
      openNow: true,
      phoneNumber: '(212) 555-0100',
      photos: [],
    })
    expect(places[1]).toMatchObject({ priceLevel: null, website: null, openNow: null, address: null })
  })

  it('reads an empty answer ({}) as no places, and anything else as a provider failure', () => {
    expect(parseGoogleResponse({}, query)).toEqual([])
    expect(() => parseGoogleResponse({ places: [{ id: 'x' }] }, query)).toThrow(PlacesProviderError)
    expect(() => parseGoogleResponse(null, query)).toThrow(PlacesProviderError)
  })

  it('keeps places of any cuisine that offer takeout when no cuisine was asked for', () => {
    const places = parseGoogleResponse(
      {
        places: [
          {
            id: 'ChIJ10',
            displayName: { text: 'Pizza Corner' },
            location: { latitude: 40.751, longitude: -73.991 },
            types: ['pizza_restaurant', 'restaurant'],
            takeout: true,
          },
          {
            id: 'ChIJ11',
            displayName: { text: 'Noodle Bar' },
            location: { latitude: 40.749, longitude: -73.989 },
            types: ['restaurant', 'food'],
          },
          {
            id: 'ChIJ12',
            displayName: { text: 'Tasting Room' },
            location: { latitude: 40.752, longitude: -73.992 },
            takeout: false,
          },
        ],
      },
      anyCuisineQuery,
    )
    expect(places.map((place) => [place.placeId, place.cuisineTags])).toEqual([
      ['ChIJ10', ['pizza']],
      ['ChIJ11', []],
    ])
  })
})
