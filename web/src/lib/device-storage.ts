/**
 * Browser storage about this device, not about the person signed in: sign-out clears everything else and
 * keeps these ("skip location" on a shared kitchen tablet stays skipped for whoever signs in next).
 */
export const DEVICE_STORAGE_KEYS = {
  locationSkipped: 'locationSkipped',
  theme: 'forkcast-theme',
  language: 'forkcast.language',
  /** The accounts that said "Not now" to a passkey on this device (their ids). */
  passkeyOfferDismissed: 'forkcast.passkeyOfferDismissed',
} as const

type DeviceKey = keyof typeof DEVICE_STORAGE_KEYS

/** Storage can be off (private modes): then nothing is kept and nothing fails. */
export const readDeviceValue = (key: DeviceKey): string | null => {
  try {
    return localStorage.getItem(DEVICE_STORAGE_KEYS[key])
  } catch {
    return null
  }
}

export const writeDeviceValue = (key: DeviceKey, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(DEVICE_STORAGE_KEYS[key])
    else localStorage.setItem(DEVICE_STORAGE_KEYS[key], value)
  } catch {
    // Not kept across visits, but this visit still changes.
  }
}
