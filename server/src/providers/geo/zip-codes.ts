import type zipcodes from 'zipcodes'
import { lazyPackage } from '../../lib/lazy-package'

// Its data is ~40,000 records parsed at load: only loaded once a ZIP code is looked up.
const loadZipCodes = lazyPackage<typeof zipcodes>('zipcodes')

export interface ZipCodeLocation {
  zipCode: string
  latitude: number
  longitude: number
  city: string
  state: string
}

/** A US ZIP code (ZIP+4 allowed) to its centroid, from the package's offline data; null when unknown or not US. */
export function lookupZipCode(value: string): ZipCodeLocation | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(value.trim())
  if (!match) return null
  const zipCode = match[1]!
  const entry = loadZipCodes().lookup(zipCode)
  if (!entry || entry.country !== 'US') return null
  return {
    zipCode,
    latitude: entry.latitude,
    longitude: entry.longitude,
    city: entry.city,
    state: entry.state,
  }
}
