import { useSyncExternalStore } from 'react'
import { DEVICE_STORAGE_KEYS, readDeviceValue, writeDeviceValue } from '@/lib/device-storage'

/** How the app looks on this device: following the system, or a choice that stays (a shared kitchen tablet). */
export type ThemeChoice = 'system' | 'light' | 'dark'
export type Theme = 'light' | 'dark'

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark']
const CHANGE_EVENT = 'forkcast-theme-change'
const DARK_QUERY = '(prefers-color-scheme: dark)'

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value)

export const readThemeChoice = (): ThemeChoice => {
  const stored = readDeviceValue('theme')
  return isThemeChoice(stored) ? stored : 'system'
}

/**
 * Sets the page's theme: index.css gives every colour a light and a dark value (light-dark()), and the page's
 * color-scheme picks one; without a choice the system's setting does.
 */
export const applyThemeChoice = (choice: ThemeChoice) => {
  const root = document.documentElement
  if (choice === 'system') delete root.dataset.theme
  else root.dataset.theme = choice
}

export const chooseTheme = (choice: ThemeChoice) => {
  writeDeviceValue('theme', choice === 'system' ? null : choice)
  applyThemeChoice(choice)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches

export const resolveTheme = (choice: ThemeChoice, prefersDark: boolean): Theme =>
  choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice

const subscribe = (onChange: () => void) => {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
  // A choice made in another tab changes this page too, not only what it reports.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_STORAGE_KEYS.theme) applyThemeChoice(readThemeChoice())
    onChange()
  }
  media?.addEventListener('change', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    media?.removeEventListener('change', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** The choice on this device, kept current across tabs. */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribe, readThemeChoice, () => 'system')

/** The theme on screen now: the choice, or the system's when the choice is to follow it. */
export const useTheme = (): Theme =>
  useSyncExternalStore(
    subscribe,
    () => resolveTheme(readThemeChoice(), systemPrefersDark()),
    () => 'light',
  )
