import { useCallback, useState } from 'react'

const readStored = <T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null')
    return isValid(stored) ? stored : fallback
  } catch {
    return fallback
  }
}

/** State kept in sessionStorage: it lasts while the tab is open, so a reload mid-recipe loses nothing. */
export const useSessionState = <T>(key: string, fallback: T, isValid: (value: unknown) => value is T) => {
  const [value, setValue] = useState(() => readStored(key, fallback, isValid))
  const update = useCallback(
    (next: T) => {
      setValue(next)
      try {
        sessionStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Private mode or a full quota: the state still holds for this visit.
      }
    },
    [key],
  )
  return [value, update] as const
}
