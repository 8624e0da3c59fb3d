import { z } from 'zod'
import { CUISINE_TAGS } from './cuisine-tags'
import {
  offersService,
  PlacesProviderError,
  type PlacesProvider,
  type PlacesQuery,
  type ProviderPlace,
} from './places-provider'
import { postToProvider } from './provider-http'
import { createSerialQueue } from './serial-queue'

const MAX_PLACES = 60
const AMENITIES = 'restaurant|fast_food|cafe'

const OverpassElementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
})

const OverpassResponseSchema = z.object({
  elements: z.array(OverpassElementSchema),
  /** Overpass answers 200 with a remark when the query ran out of time or memory. */
  remark: z.string().optional(),
})

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const SERVICE_FILTERS: Record<PlacesQuery['serviceType'], string> = {
  delivery: '["delivery"!="no"]',
  takeout: '["takeaway"!="no"]',
  'dine-in': '["takeaway"!="only"]',
}

/**
 * Overpass QL: eating places around the point offering the service; with a cuisine, only those whose cuisine
 * tag (a ;-list) names one of the cuisine's words.
 */
export function buildOverpassQuery(query: PlacesQuery, timeoutSeconds: number): string {
  const around = `(around:${Math.round(query.radiusMeters)},${query.latitude.toFixed(6)},${query.longitude.toFixed(6)})`
  const service = SERVICE_FILTERS[query.serviceType]
  const base = `nwr["amenity"~"^(${AMENITIES})$"]`
  const statements: string[] = []
  if (query.cuisine === null) {
    statements.push(`${base}${service}${around};`)
  } else {
    const words = CUISINE_TAGS[query.cuisine].map(escapeRegex).join('|')
    statements.push(`${base}["cuisine"~"(^|;) *(${words}) *(;|$)",i]${service}${around};`)
  }
  // Vegetarian and vegan places are more often tagged by diet than by cuisine.
  if (query.cuisine === 'vegetarian' || query.cuisine === 'vegan') {
    statements.push(`${base}["diet:${query.cuisine}"~"^(yes|only)$"]${service}${around};`)
  }
  return `[out:json][timeout:${timeoutSeconds}];\n(\n  ${statements.join('\n  ')}\n);\nout center tags ${MAX_PLACES};`
}

const yesNo = (value: string | undefined): boolean | null => {
  if (value === undefined) return null
  if (value === 'no') return false
  return value === 'yes' || value === 'only' ? true : null
}

const httpUrl = (value: string | undefined): string | null => {
  if (!value) return null
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

const readAddress = (tags: Record<string, string>): string | null => {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ')
  const town = tags['addr:city'] ?? tags['addr:town'] ?? tags['addr:village']
  const region = [tags['addr:state'], tags['addr:postcode']].filter(Boolean).join(' ')
  const parts = [street, town, region].filter((part) => part && part.length > 0)
  return parts.length > 0 ? parts.join(', ') : (tags['addr:full'] ?? null)
}

const readCuisineTags = (tags: Record<string, string>): string[] => {
  const words = (tags.cuisine ?? '')
    .split(';')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length > 0)
  for (const diet of ['vegetarian', 'vegan']) {
    const value = tags[`diet:${diet}`]
    if ((value === 'yes' || value === 'only') && !words.includes(diet)) words.push(diet)
  }
  return words
}

/** One Overpass element as a place, or null when it cannot be shown (no name, no position). */
function toOsmPlace(element: z.infer<typeof OverpassElementSchema>): ProviderPlace | null {
  const tags = element.tags ?? {}
  const name = tags.name?.trim()
  const latitude = element.lat ?? element.center?.lat
  const longitude = element.lon ?? element.center?.lon
  if (!name || latitude === undefined || longitude === undefined) return null
  const takeaway = tags.takeaway
  const image = httpUrl(tags.image)
  return {
    placeId: `osm-${element.type}-${element.id}`,
    name,
    address: readAddress(tags),
    cuisineTags: readCuisineTags(tags),
    rating: null,
    priceLevel: null,
    phoneNumber: tags.phone ?? tags['contact:phone'] ?? null,
    website: httpUrl(tags.website ?? tags['contact:website']),
    photos: image ? [image] : [],
    latitude,
    longitude,
    openNow: null,
    openingHours: tags.opening_hours ?? null,
    takeout: yesNo(takeaway),
    delivery: yesNo(tags.delivery),
    dineIn: takeaway === 'only' ? false : null,
  }
}

/** Reads an Overpass JSON answer; anything that is not one (or a timed-out query) is a provider failure. */
export function parseOverpassResponse(body: unknown, query: PlacesQuery): ProviderPlace[] {
  const parsed = OverpassResponseSchema.safeParse(body)
  if (!parsed.success) throw new PlacesProviderError('osm', 'answer is not an Overpass JSON result')
  if (parsed.data.remark && /error/i.test(parsed.data.remark)) {
    throw new PlacesProviderError('osm', `query failed: ${parsed.data.remark.slice(0, 200)}`)
  }
  const seen = new Set<string>()
  const places: ProviderPlace[] = []
  for (const element of parsed.data.elements) {
    const place = toOsmPlace(element)
    if (!place || seen.has(place.placeId) || !offersService(place, query.serviceType)) continue
    seen.add(place.placeId)
    places.push(place)
  }
  return places
}

export interface OverpassProviderOptions {
  url: string
  timeoutMs: number
}

/**
 * OpenStreetMap through the Overpass API, key-free. The public server's usage policy asks for few, identified
 * requests: one query in flight per app instance (later ones wait), and answers are cached by the caller.
 */
export function createOverpassProvider({ url, timeoutMs }: OverpassProviderOptions): PlacesProvider {
  const enqueue = createSerialQueue()
  // The server-side limit ends the query a little before our own deadline, so it can say why.
  const serverTimeoutSeconds = Math.max(1, Math.floor(timeoutMs / 1000) - 1)
  return {
    name: 'osm',
    searchPlaces: (query) =>
      enqueue(async () => {
        const body = await postToProvider({
          provider: 'osm',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: new URLSearchParams({ data: buildOverpassQuery(query, serverTimeoutSeconds) }).toString(),
          timeoutMs,
        })
        return parseOverpassResponse(body, query)
      }),
  }
}
