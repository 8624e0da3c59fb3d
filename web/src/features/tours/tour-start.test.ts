import { describe, expect, it, vi } from 'vitest'
import { TOUR_START_EVENT, startTour, tourForPath } from './tour-start'

describe('tour start', () => {
  it('tells the open page that someone asked to be shown around', () => {
    const onStart = vi.fn()
    window.addEventListener(TOUR_START_EVENT, onStart)
    startTour()
    window.removeEventListener(TOUR_START_EVENT, onStart)
    expect(onStart).toHaveBeenCalledOnce()
  })

  it('picks the tour of each page', () => {
    expect(tourForPath('/')).toBe('dashboard')
    expect(tourForPath('/elimination/cuisine')).toBe('elimination')
    expect(tourForPath('/restaurant-results')).toBe('restaurants')
    expect(tourForPath('/restaurants/italian/delivery/casual')).toBe('restaurants')
    expect(tourForPath('/recipes')).toBeNull()
  })
})
