import { describe, expect, it } from 'vitest'
import { calendarDayIn, seasonOfDay } from './calendar'

describe('the calendar day in a time zone', () => {
  // 2026-03-01 23:30 UTC is already the 2nd in Auckland and still the 1st in Los Angeles.
  const lateEvening = new Date('2026-03-01T23:30:00Z')

  it.each([
    ['UTC', '2026-03-01'],
    ['Pacific/Auckland', '2026-03-02'],
    ['America/Los_Angeles', '2026-03-01'],
    ['Asia/Kolkata', '2026-03-02'],
    [null, '2026-03-01'],
    [undefined, '2026-03-01'],
    ['Not/AZone', '2026-03-01'],
    ['', '2026-03-01'],
  ])('in %s is %s', (zone, day) => {
    expect(calendarDayIn(lateEvening, zone)).toBe(day)
  })

  it('turns over at midnight where the person lives, not at midnight UTC', () => {
    expect(calendarDayIn(new Date('2026-06-30T21:59:00Z'), 'Europe/Madrid')).toBe('2026-06-30')
    expect(calendarDayIn(new Date('2026-06-30T22:00:00Z'), 'Europe/Madrid')).toBe('2026-07-01')
  })
})

describe('the season of a day', () => {
  it.each([
    ['2026-01-15', 'winter', 'summer'],
    ['2026-02-28', 'winter', 'summer'],
    ['2026-03-01', 'spring', 'autumn'],
    ['2026-05-31', 'spring', 'autumn'],
    ['2026-06-01', 'summer', 'winter'],
    ['2026-08-31', 'summer', 'winter'],
    ['2026-09-01', 'autumn', 'spring'],
    ['2026-11-30', 'autumn', 'spring'],
    ['2026-12-01', 'winter', 'summer'],
  ] as const)('%s is %s in Madrid and %s in Sydney', (day, north, south) => {
    expect(seasonOfDay(day, 40.4)).toBe(north)
    expect(seasonOfDay(day, -33.9)).toBe(south)
  })

  it('counts an unknown place and the equator itself as northern', () => {
    expect(seasonOfDay('2026-07-10', null)).toBe('summer')
    expect(seasonOfDay('2026-07-10', 0)).toBe('summer')
  })
})
