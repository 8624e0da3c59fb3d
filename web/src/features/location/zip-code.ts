const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

/** Spec 5: required, then 5 digits with an optional dash and 4 more; null when valid. */
export const validateZipCode = (value: string): string | null => {
  const zip = value.trim()
  if (!zip) return 'Please enter a valid zip code.'
  if (!ZIP_PATTERN.test(zip)) return 'Please enter a valid 5-digit zip code (e.g., 12345).'
  return null
}
