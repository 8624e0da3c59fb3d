import { i18next } from '@/lib/i18n'

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

/** Spec 5: required, then 5 digits with an optional dash and 4 more; null when valid. */
export const validateZipCode = (value: string): string | null => {
  const zip = value.trim()
  if (!zip) return i18next.t('location:zipCode.required')
  if (!ZIP_PATTERN.test(zip)) return i18next.t('location:zipCode.invalid')
  return null
}
