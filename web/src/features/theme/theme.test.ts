import { afterEach, describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { applyThemeChoice, chooseTheme, readThemeChoice, resolveTheme, useThemeChoice } from './theme'

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

describe('the theme', () => {
  it('follows the system until a person chooses, then keeps the choice on this device', () => {
    expect(readThemeChoice()).toBe('system')
    chooseTheme('dark')
    expect(readThemeChoice()).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    chooseTheme('system')
    expect(readThemeChoice()).toBe('system')
    expect(document.documentElement.dataset.theme).toBeUndefined()
  })

  it('takes a choice made in another tab while the page listens', () => {
    const { unmount } = renderHook(() => useThemeChoice())
    localStorage.setItem('forkcast-theme', 'dark')
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'forkcast-theme' })))
    expect(document.documentElement.dataset.theme).toBe('dark')
    unmount()
  })

  it('reads an unknown stored value as following the system', () => {
    localStorage.setItem('forkcast-theme', 'sepia')
    expect(readThemeChoice()).toBe('system')
    applyThemeChoice(readThemeChoice())
    expect(document.documentElement.dataset.theme).toBeUndefined()
  })

  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('resolves %s with a dark system %s to %s', (choice, prefersDark, theme) => {
    expect(resolveTheme(choice, prefersDark)).toBe(theme)
  })
})
