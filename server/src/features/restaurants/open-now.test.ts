import { describe, expect, it } from 'vitest'
import { distanceMeters, distanceUnitFor, roundPosition } from './geo-distance'
import { isOpenAt, solarWallClock, validTimeZone, wallClockIn } from './open-now'

describe('open now from OpenStreetMap opening hours', () => {
  // Monday 23 November 2026.
  const mondayNoon = new Date(2026, 10, 23, 12, 0)
  const mondayNight = new Date(2026, 10, 23, 23, 30)

  it('evaluates the opening_hours value at the local time', () => {
    expect(isOpenAt('Mo-Fr 11:00-22:00', mondayNoon)).toBe(true)
    expect(isOpenAt('Mo-Fr 11:00-22:00', mondayNight)).toBe(false)
    expect(isOpenAt('Sa-Su 10:00-14:00; PH off', mondayNoon)).toBe(false)
    expect(isOpenAt('24/7', mondayNight)).toBe(true)
  })

  it('answers null for a value it cannot read or one that leaves the state unknown', () => {
    expect(isOpenAt('ask the chef', mondayNoon)).toBeNull()
    expect(isOpenAt('Mo-Fr 11:00-22:00 unknown', mondayNoon)).toBeNull()
  })

  it("reads the wall clock in the searcher's time zone, or from the longitude when none is known", () => {
    const instant = new Date(Date.UTC(2026, 10, 23, 17, 0))
    const chicago = wallClockIn('America/Chicago', instant)
    expect([chicago.getHours(), chicago.getMinutes()]).toEqual([11, 0])
    expect(solarWallClock(-90, instant).getHours()).toBe(11)
    expect(validTimeZone('Not/AZone')).toBeNull()
    expect(validTimeZone(null)).toBeNull()
  })
})

describe('distances', () => {
  it('measures great-circle metres and picks miles in the US, kilometres elsewhere', () => {
    const meters = distanceMeters(
      { latitude: 40.7484, longitude: -73.9857 },
      { latitude: 40.758, longitude: -73.9855 },
    )
    expect(meters).toBeGreaterThan(1050)
    expect(meters).toBeLessThan(1080)
    expect(distanceUnitFor({ latitude: 40.7, longitude: -74 }, false)).toBe('mi')
    expect(distanceUnitFor({ latitude: 21.3, longitude: -157.8 }, false)).toBe('mi')
    expect(distanceUnitFor({ latitude: 51.5, longitude: -0.12 }, false)).toBe('km')
    expect(distanceUnitFor({ latitude: 51.5, longitude: -0.12 }, true)).toBe('mi')
  })

  it('rounds a position to about 100 m for the cache', () => {
    expect(roundPosition({ latitude: 39.80025, longitude: -89.65049 })).toEqual({
      latitude: 39.8,
      longitude: -89.65,
    })
  })
})
