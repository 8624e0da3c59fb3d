import { describe, expect, it } from 'vitest'
import { buildOverpassQuery, parseOverpassResponse } from './osm-overpass'
import { PlacesProviderError, type PlacesQuery } from './places-provider'

const query: PlacesQuery = {
  latitude: 52.52,
  longitude: 13.405,
  radiusMeters: 2000,
  cuisine: 'vegan',
  serviceType: 'delivery',
}

const anyCuisineQuery: PlacesQuery = {
  latitude: 48.8566,
  longitude: 2.3522,
  radiusMeters: 1500,
  cuisine: null,
  serviceType: 'delivery',
}

describe('the Overpass query', () => {
  it('asks for restaurants, fast food and cafes by cuisine or diet tag, leaving out places that do not deliver', () => {
    const text = buildOverpassQuery(query, 7)
    expect(text.startsWith('[out:json][timeout:7];')).toBe(true)
    expect(text).toContain(
      'nwr["amenity"~"^(restaurant|fast_food|cafe)$"]["cuisine"~"(^|;) *(vegan) *(;|$)",i]["delivery"!="no"](around:2000,52.520000,13.405000);',
    )
    expect(text).toContain('["diet:vegan"~"^(yes|only)$"]["delivery"!="no"]')
    expect(text.endsWith('out center tags 60;')).toBe(true)
  })

  it('asks for every restaurant, fast food place and cafe that delivers around the point when no cuisine is given', () => {
    const text = buildOverpassQuery(anyCuisineQuery, 7)
    expect(text).toBe(
      [
        '[out:json][timeout:7];',
        '(',
        '  nwr["amenity"~"^(restaurant|fast_food|cafe)$"]["delivery"!="no"](around:1500,48.856600,2.352200);',
        ');',
        'out center tags 60;',
      ].join('\n'),
    )
  })
})

describe('reading an Overpass answer', () => {
  const answer = {
    version: 0.6,
    elements: [
      {
        type: 'node',
        id: 1,
        lat: 52.521,
        lon: 13.406,
        tags: {
          name: 'Green Bowl',
          amenity: 'restaurant',
          cuisine: 'Vegan; salad',
          'contact:website': 'greenbowl.example',
          'contact:phone': '+49 30 1234',
          'addr:street': 'Torstraße',
          'addr:housenumber': '5',
          'addr:postcode': '10119',
          'addr:city': 'Berlin',
          opening_hours: 'Mo-Su 11:00-22:00',
          delivery: 'yes',
          takeaway: 'only',
          image: 'javascript:alert(1)',
        },
      },
      {
        type: 'way',
        id: 2,
        center: { lat: 52.5205, lon: 13.404 },
        tags: { name: 'Leaf Cafe', 'diet:vegan': 'only' },
      },
      { type: 'node', id: 3, lat: 52.52, lon: 13.4, tags: { amenity: 'cafe' } },
      { type: 'node', id: 4, lat: 52.52, lon: 13.4, tags: { name: 'No Delivery Here', delivery: 'no' } },
      { type: 'node', id: 1, lat: 52.521, lon: 13.406, tags: { name: 'Green Bowl' } },
    ],
  }

  it('turns nodes and ways into places, keeping the raw opening hours and service tags', () => {
    const places = parseOverpassResponse(answer, query)
    expect(places.map((place) => place.placeId)).toEqual(['osm-node-1', 'osm-way-2'])
    expect(places[0]).toEqual({
      placeId: 'osm-node-1',
      name: 'Green Bowl',
      address: '5 Torstraße, Berlin, 10119',
      cuisineTags: ['vegan', 'salad'],
      rating: null,
      priceLevel: null,
      phoneNumber: '+49 30 1234',
      website: 'https://greenbowl.example/',
      photos: [],
      latitude: 52.521,
      longitude: 13.406,
      openNow: null,
      openingHours: 'Mo-Su 11:00-22:00',
      takeout: true,
      delivery: true,
      dineIn: false,
    })
    expect(places[1]).toMatchObject({
      latitude: 52.5205,
      longitude: 13.404,
      cuisineTags: ['vegan'],
      address: null,
    })
  })

  it('treats a timed-out query remark and anything that is not Overpass JSON as a provider failure', () => {
    expect(() =>
      parseOverpassResponse(
        { elements: [], remark: 'runtime error: Query timed out in "query" at line 3' },
        query,
      ),
    ).toThrow(PlacesProviderError)
    expect(() => parseOverpassResponse('<html>busy</html>', query)).toThrow(PlacesProviderError)
    expect(() => parseOverpassResponse({ elements: [{ type: 'node' }] }, query)).toThrow(PlacesProviderError)
  })

  it('keeps places of any cuisine, and places with no cuisine tag, when no cuisine was asked for', () => {
    const places = parseOverpassResponse(
      {
        elements: [
          { type: 'node', id: 10, lat: 48.857, lon: 2.353, tags: { name: 'Chez Paul', cuisine: 'french' } },
          { type: 'way', id: 11, center: { lat: 48.858, lon: 2.351 }, tags: { name: 'Corner Kebab' } },
          { type: 'node', id: 12, lat: 48.856, lon: 2.352, tags: { name: 'Dine In Only', delivery: 'no' } },
        ],
      },
      anyCuisineQuery,
    )
    expect(places.map((place) => [place.placeId, place.cuisineTags])).toEqual([
      ['osm-node-10', ['french']],
      ['osm-way-11', []],
    ])
  })
})
