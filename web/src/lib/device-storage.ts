/**
 * Browser storage about this device, not about the person signed in: sign-out clears everything else and
 * keeps these ("skip location" on a shared kitchen tablet stays skipped for whoever signs in next).
 */
export const DEVICE_STORAGE_KEYS = {
  locationSkipped: 'locationSkipped',
} as const
