/** The 'true' flags spec 000 names; each lives in local and session storage. */
export const INSTALL_FLAGS = {
  installed: 'pwa-installed',
  manuallyInstalled: 'pwa-manually-installed',
  promptDismissed: 'pwa-prompt-dismissed',
  launched: 'pwa-launched',
} as const

export type InstallFlag = (typeof INSTALL_FLAGS)[keyof typeof INSTALL_FLAGS]

/** What installed detection reads; a plain object so tests can describe any browser. */
export interface InstallEnvironment {
  matchesDisplayMode: (mode: 'standalone' | 'fullscreen' | 'minimal-ui') => boolean
  /** iOS Safari's own flag, true when opened from the home screen. */
  iosStandalone: boolean | undefined
  search: string
  referrer: string
  userAgent: string
  readFlag: (flag: InstallFlag) => boolean
}

const INSTALLED_SOURCES = new Set(['pwa', 'homescreen'])

/** Whether this page runs as the installed app, or the person told us it is installed. */
export const isInstalled = (env: InstallEnvironment): boolean => {
  if (['standalone', 'fullscreen', 'minimal-ui'].some((mode) => env.matchesDisplayMode(mode as 'standalone')))
    return true
  if (env.iosStandalone === true) return true
  const source = new URLSearchParams(env.search).get('source')
  if (source && INSTALLED_SOURCES.has(source)) return true
  // Android opens an installed web app with this referrer (Trusted Web Activity).
  if (env.referrer.startsWith('android-app://')) return true
  return (
    env.readFlag(INSTALL_FLAGS.installed) ||
    env.readFlag(INSTALL_FLAGS.manuallyInstalled) ||
    env.readFlag(INSTALL_FLAGS.launched)
  )
}

/** What decides whether the install offer shows. */
export interface InstallOfferState {
  installed: boolean
  dismissed: boolean
  /** A board of this person's reached a decision on this device. */
  hasDecided: boolean
}

/** Issue 28: nothing to dismiss before a first decision; after it, offered until installed or dismissed. */
export const shouldOfferInstall = ({ installed, dismissed, hasDecided }: InstallOfferState): boolean =>
  hasDecided && !installed && !dismissed

/** Set the first time a decided board is on this person's screen; cleared with the rest on sign-out. */
const FIRST_DECISION_KEY = 'forkcast-first-decision'

export const hasSeenFirstDecision = () => localStorage.getItem(FIRST_DECISION_KEY) !== null

export const rememberFirstDecision = () => {
  if (!hasSeenFirstDecision()) localStorage.setItem(FIRST_DECISION_KEY, new Date().toISOString())
}

/** Whether some loaded data is a board snapshot that reached a decision (read by shape, from any query). */
export const isDecidedBoard = (data: unknown): boolean => {
  if (typeof data !== 'object' || data === null || !('session' in data)) return false
  const { session } = data
  return (
    typeof session === 'object' && session !== null && 'status' in session && session.status === 'decided'
  )
}

export type BrowserFamily = 'safari-ios' | 'safari' | 'samsung' | 'firefox' | 'edge' | 'chrome' | 'other'

/** Which install instructions fit; order matters because most agents also say 'Safari' or 'Chrome'. */
export const detectBrowser = (userAgent: string): BrowserFamily => {
  const ua = userAgent
  const isIos = /iPhone|iPad|iPod/.test(ua)
  if (isIos) return 'safari-ios'
  if (/SamsungBrowser/.test(ua)) return 'samsung'
  if (/Firefox|FxiOS/.test(ua)) return 'firefox'
  if (/Edg\//.test(ua)) return 'edge'
  if (/Chrome|Chromium|CriOS/.test(ua)) return 'chrome'
  if (/Safari/.test(ua)) return 'safari'
  return 'other'
}

const storages = (): Storage[] => [window.localStorage, window.sessionStorage]

export const readFlag = (flag: InstallFlag): boolean =>
  storages().some((storage) => storage.getItem(flag) === 'true')

export const storeFlag = (flag: InstallFlag) => {
  for (const storage of storages()) storage.setItem(flag, 'true')
}

/** The real browser, read at call time. */
export const browserEnvironment = (): InstallEnvironment => ({
  // Older engines (and test DOMs) lack matchMedia: no display mode is known there.
  matchesDisplayMode: (mode) =>
    typeof window.matchMedia === 'function' && window.matchMedia(`(display-mode: ${mode})`).matches,
  iosStandalone: 'standalone' in navigator ? Boolean(navigator.standalone) : undefined,
  search: window.location.search,
  referrer: document.referrer,
  userAgent: navigator.userAgent,
  readFlag,
})
