import type { Language } from '@forkcast/contract/languages'
import { tFor } from '../../lib/i18n'

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/**
 * 'Chrome on Android' ('Chrome en Android') from a User-Agent header, for the devices list in the reader's
 * language; never the raw header.
 */
export function describeDevice(userAgent: string | null, language: Language = 'en'): string {
  const t = tFor(language)
  if (!userAgent) return t('device.unknown')
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return t('device.browserOnSystem', { browser, system })
  return browser ?? system ?? t('device.unknown')
}
