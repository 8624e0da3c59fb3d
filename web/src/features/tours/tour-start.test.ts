import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  TOURS_RESET_EVENT,
  isTourCompleted,
  markTourCompleted,
  readCompletedTours,
  resetTours,
  tourForPath,
} from './tour-storage'

describe('tour completion', () => {
  beforeEach(() => localStorage.clear())

  it('records a finished tour once and keeps the others pending', () => {
    markTourCompleted('dashboard')
    markTourCompleted('dashboard')
    expect(readCompletedTours()).toEqual(['dashboard'])
    expect(isTourCompleted('elimination')).toBe(false)
  })

  it('clears every record on reset and tells the open page', () => {
    const onReset = vi.fn()
    window.addEventListener(TOURS_RESET_EVENT, onReset)
    markTourCompleted('restaurants')
    resetTours()
    window.removeEventListener(TOURS_RESET_EVENT, onReset)
    expect(isTourCompleted('restaurants')).toBe(false)
    expect(onReset).toHaveBeenCalledOnce()
  })

  it('ignores unknown or damaged records', () => {
    localStorage.setItem('forkcast-completed-tours', '["dashboard","nope"]')
    expect(readCompletedTours()).toEqual(['dashboard'])
    localStorage.setItem('forkcast-completed-tours', '{')
    expect(readCompletedTours()).toEqual([])
  })

  it('picks the tour of each page', () => {
    expect(tourForPath('/')).toBe('dashboard')
    expect(tourForPath('/elimination/cuisine')).toBe('elimination')
    expect(tourForPath('/restaurant-results')).toBe('restaurants')
    expect(tourForPath('/restaurants/italian/delivery/casual')).toBe('restaurants')
    expect(tourForPath('/recipes')).toBeNull()
  })
})
