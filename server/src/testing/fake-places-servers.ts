import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Local stand-ins for the Overpass interpreter and Google Places API (New) that speak their real wire formats,
 * so tests and e2e exercise our real HTTP clients. Both place a fixed set of restaurants around whatever point
 * is searched. Modes: ok, empty, slow (answers after `delayMs`), broken (HTTP 5xx HTML), garbage (200, not the format).
 */
export type FakeMode = 'ok' | 'empty' | 'slow' | 'broken' | 'garbage'

interface FakeRequest {
  body: string
  headers: IncomingMessage['headers']
}

export interface FakePlacesServer {
  url: string
  requests: FakeRequest[]
  /** Highest number of requests it was answering at once. */
  maxConcurrent: () => number
  setMode: (mode: FakeMode, delayMs?: number) => void
  close: () => Promise<void>
}

interface FakePlace {
  id: number
  name: string
  north: number
  east: number
  tags: Record<string, string>
  rating?: number
  priceLevel?: string
  types: string[]
  openNow?: boolean
}

/** Positions are metres north and east of the searched point. */
const FAKE_PLACES: readonly FakePlace[] = [
  {
    id: 1001,
    name: 'Trattoria Nonna',
    north: 300,
    east: 200,
    tags: {
      amenity: 'restaurant',
      cuisine: 'italian;pizza',
      'addr:housenumber': '12',
      'addr:street': 'Mulberry Street',
      'addr:city': 'Springfield',
      phone: '+1 555 0101',
      website: 'https://nonna.example',
      opening_hours: '24/7',
      delivery: 'yes',
      takeaway: 'yes',
    },
    rating: 4.7,
    priceLevel: 'PRICE_LEVEL_MODERATE',
    types: ['italian_restaurant', 'restaurant', 'food'],
    openNow: true,
  },
  {
    id: 1002,
    name: 'Slice Corner',
    north: -900,
    east: 1200,
    tags: { amenity: 'fast_food', cuisine: 'pizza', opening_hours: 'Mo-Su 00:00-00:01', takeaway: 'only' },
    rating: 4.1,
    priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
    types: ['pizza_restaurant', 'italian_restaurant', 'restaurant'],
    openNow: false,
  },
  {
    id: 1003,
    name: 'Osteria Sit-Down',
    north: 2500,
    east: -1500,
    tags: { amenity: 'restaurant', cuisine: 'italian', delivery: 'no', takeaway: 'no' },
    rating: 4.4,
    priceLevel: 'PRICE_LEVEL_EXPENSIVE',
    types: ['italian_restaurant', 'restaurant'],
  },
  {
    id: 1004,
    name: 'Golden Dragon',
    north: 150,
    east: -100,
    tags: { amenity: 'restaurant', cuisine: 'chinese', delivery: 'yes', opening_hours: '24/7' },
    rating: 4.2,
    priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
    types: ['chinese_restaurant', 'restaurant'],
    openNow: true,
  },
  {
    id: 1005,
    name: 'Far Away Pasta',
    north: 60_000,
    east: 0,
    tags: { amenity: 'restaurant', cuisine: 'italian' },
    types: ['italian_restaurant', 'restaurant'],
  },
  { id: 1006, name: '', north: 50, east: 50, tags: { amenity: 'cafe', cuisine: 'italian' }, types: ['cafe'] },
]

const METERS_PER_DEGREE = 111_320

const placePosition = (place: FakePlace, latitude: number, longitude: number) => ({
  latitude: latitude + place.north / METERS_PER_DEGREE,
  longitude: longitude + place.east / (METERS_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
})

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Implements the parts of Overpass QL our query uses: around, the amenity and cuisine regexes, != filters. */
function answerOverpass(query: string) {
  const around = /\(around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)/.exec(query)
  const cuisine = /\["cuisine"~"([^"]+)",i\]/.exec(query)
  // A search without a cuisine (any restaurant nearby) has no cuisine filter at all.
  if (!around || (!cuisine && !query.includes('["amenity"~'))) return null
  const [radius, latitude, longitude] = [Number(around[1]), Number(around[2]), Number(around[3])]
  const cuisinePattern = cuisine ? new RegExp(cuisine[1]!, 'i') : null
  const notEqual = [...query.matchAll(/\["([a-z:_]+)"!="([^"]+)"\]/g)].map((match): [string, string] => [
    match[1]!,
    match[2]!,
  ])
  const elements = FAKE_PLACES.filter((place) => {
    if (cuisinePattern && !cuisinePattern.test(place.tags.cuisine ?? '')) return false
    if (notEqual.some(([key, value]) => place.tags[key] === value)) return false
    return Math.hypot(place.north, place.east) <= radius
  }).map((place, index) => {
    const position = placePosition(place, latitude, longitude)
    const tags = place.name ? { ...place.tags, name: place.name } : place.tags
    // Buildings come back as ways with a centre, as `out center` gives them.
    return index % 2 === 0
      ? { type: 'node', id: place.id, lat: position.latitude, lon: position.longitude, tags }
      : { type: 'way', id: place.id, center: { lat: position.latitude, lon: position.longitude }, tags }
  })
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62 (fake)',
    osm3s: { timestamp_osm_base: '2026-01-01T00:00:00Z', copyright: 'OpenStreetMap contributors, ODbL 1.0' },
    elements,
  }
}

interface GoogleSearchBody {
  textQuery?: string
  locationBias?: { circle?: { center?: { latitude?: number; longitude?: number }; radius?: number } }
}

function answerGoogle(body: GoogleSearchBody) {
  const center = body.locationBias?.circle?.center
  if (!body.textQuery || center?.latitude === undefined || center.longitude === undefined) return null
  const word = body.textQuery.split(' ')[0]!.toLowerCase()
  // 'restaurants' is the search for any cuisine.
  const places = FAKE_PLACES.filter(
    (place) => place.name && (word === 'restaurants' || place.types.some((type) => type.startsWith(word))),
  ).map((place) => ({
    id: `ChIJfake${place.id}`,
    displayName: { text: place.name, languageCode: 'en' },
    formattedAddress: `${place.id} Main Street, Springfield, IL 62701, USA`,
    location: placePosition(place, center.latitude!, center.longitude!),
    types: place.types,
    ...(place.rating === undefined ? {} : { rating: place.rating }),
    ...(place.priceLevel === undefined ? {} : { priceLevel: place.priceLevel }),
    nationalPhoneNumber: '(555) 010-0000',
    websiteUri: `https://place${place.id}.example/`,
    ...(place.openNow === undefined ? {} : { currentOpeningHours: { openNow: place.openNow } }),
    ...(place.tags.delivery ? { delivery: place.tags.delivery === 'yes' } : {}),
    ...(place.tags.takeaway ? { takeout: place.tags.takeaway !== 'no' } : {}),
  }))
  return places.length > 0 ? { places } : {}
}

async function startFake(
  handle: (body: string, request: IncomingMessage, response: ServerResponse) => void,
  { port = 0 }: { port?: number } = {},
): Promise<FakePlacesServer> {
  let mode: FakeMode = 'ok'
  let delayMs = 0
  let active = 0
  let maxActive = 0
  const requests: FakeRequest[] = []
  const server: Server = createServer(async (request, response) => {
    active += 1
    maxActive = Math.max(maxActive, active)
    response.on('close', () => (active -= 1))
    const body = await readBody(request)
    requests.push({ body, headers: request.headers })
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (response.destroyed) return
    if (mode === 'broken') {
      response.writeHead(504, { 'content-type': 'text/html' })
      response.end('<html><body><h1>504 Gateway Timeout</h1></body></html>')
      return
    }
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"elements": "not a list", "places": 42')
      return
    }
    handle(body, request, response)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: boundPort } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests,
    maxConcurrent: () => maxActive,
    setMode: (next, nextDelayMs = 0) => {
      mode = next
      delayMs = nextDelayMs
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A fake Overpass interpreter: POST form data=<Overpass QL>, answers Overpass JSON. */
export async function startFakeOverpass(options: { port?: number } = {}) {
  let isEmpty = false
  const fake = await startFake((body, _request, response) => {
    const query = new URLSearchParams(body).get('data') ?? ''
    const answer = answerOverpass(query)
    if (!answer) {
      response.writeHead(400, { 'content-type': 'text/html' })
      response.end('<p>Error: line 1: parse error</p>')
      return
    }
    sendJson(response, 200, isEmpty ? { ...answer, elements: [] } : answer)
  }, options)
  const setMode = fake.setMode
  return {
    ...fake,
    url: `${fake.url}/api/interpreter`,
    setMode: (mode: FakeMode, delayMs?: number) => {
      isEmpty = mode === 'empty'
      setMode(mode === 'empty' ? 'ok' : mode, delayMs)
    },
  }
}

export const FAKE_GOOGLE_API_KEY = 'fake-places-key'

/** A fake Places API (New): POST /v1/places:searchText with an API key and a field mask, as Google requires. */
export async function startFakeGooglePlaces(options: { port?: number } = {}) {
  let isEmpty = false
  const fake = await startFake((body, request, response) => {
    if (request.url !== '/v1/places:searchText') {
      sendJson(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } })
      return
    }
    if (request.headers['x-goog-api-key'] !== FAKE_GOOGLE_API_KEY) {
      sendJson(response, 403, {
        error: { code: 403, message: 'The provided API key is invalid.', status: 'PERMISSION_DENIED' },
      })
      return
    }
    if (!request.headers['x-goog-fieldmask']) {
      sendJson(response, 400, {
        error: { code: 400, message: 'FieldMask is a required parameter.', status: 'INVALID_ARGUMENT' },
      })
      return
    }
    let parsed: GoogleSearchBody
    try {
      parsed = JSON.parse(body) as GoogleSearchBody
    } catch {
      sendJson(response, 400, {
        error: { code: 400, message: 'Invalid JSON payload', status: 'INVALID_ARGUMENT' },
      })
      return
    }
    const answer = answerGoogle(parsed)
    if (!answer) {
      sendJson(response, 400, {
        error: { code: 400, message: 'Missing textQuery', status: 'INVALID_ARGUMENT' },
      })
      return
    }
    sendJson(response, 200, isEmpty ? {} : answer)
  }, options)
  const setMode = fake.setMode
  return {
    ...fake,
    setMode: (mode: FakeMode, delayMs?: number) => {
      isEmpty = mode === 'empty'
      setMode(mode === 'empty' ? 'ok' : mode, delayMs)
    },
  }
}
