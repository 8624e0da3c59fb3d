import { describe, expect, it } from 'vitest'
import { getDirectionsHref, getPhoneHref } from './directions'

const place = { name: 'Trattoria Nonna', latitude: 39.8017, longitude: -89.6436 }

describe('directions links', () => {
  it('opens the map app on phones and the provider web map elsewhere', () => {
    expect(getDirectionsHref(place, 'osm', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      'maps://?daddr=39.801700,-89.643600&q=Trattoria%20Nonna',
    )
    expect(getDirectionsHref(place, 'osm', 'Mozilla/5.0 (Linux; Android 14)')).toBe(
      'geo:39.801700,-89.643600?q=39.801700,-89.643600(Trattoria%20Nonna)',
    )
    expect(getDirectionsHref(place, 'osm', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(
      'https://www.openstreetmap.org/directions?to=39.801700,-89.643600',
    )
    expect(getDirectionsHref(place, 'google', 'Mozilla/5.0 (Windows NT 10.0)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=39.801700,-89.643600',
    )
  })

  it('dials the digits of a phone number', () => {
    expect(getPhoneHref('+1 (555) 010-0101')).toBe('tel:+15550100101')
  })
})
