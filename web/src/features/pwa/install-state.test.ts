import { beforeEach, describe, expect, it } from 'vitest'
import {
  INSTALL_FLAGS,
  detectBrowser,
  hasSeenFirstDecision,
  isDecidedBoard,
  isInstalled,
  rememberFirstDecision,
  shouldOfferInstall,
  type InstallEnvironment,
  type InstallFlag,
} from './install-state'

const browserTab = (change: Partial<InstallEnvironment> = {}): InstallEnvironment => ({
  matchesDisplayMode: () => false,
  iosStandalone: undefined,
  search: '',
  referrer: '',
  userAgent: '',
  readFlag: () => false,
  ...change,
})

const withFlags =
  (...flags: InstallFlag[]) =>
  (flag: InstallFlag) =>
    flags.includes(flag)

describe('installed detection', () => {
  it('treats an ordinary browser tab as not installed', () => {
    expect(isInstalled(browserTab())).toBe(false)
  })

  it.each(['standalone', 'fullscreen', 'minimal-ui'] as const)(
    'counts display-mode %s as installed',
    (mode) => {
      expect(isInstalled(browserTab({ matchesDisplayMode: (asked) => asked === mode }))).toBe(true)
    },
  )

  it("counts iOS Safari's home-screen flag as installed, but not its browser tab", () => {
    expect(isInstalled(browserTab({ iosStandalone: true }))).toBe(true)
    expect(isInstalled(browserTab({ iosStandalone: false }))).toBe(false)
  })

  it('counts the pwa and homescreen start parameters, not other sources', () => {
    expect(isInstalled(browserTab({ search: '?source=pwa' }))).toBe(true)
    expect(isInstalled(browserTab({ search: '?source=homescreen' }))).toBe(true)
    expect(isInstalled(browserTab({ search: '?source=newsletter' }))).toBe(false)
  })

  it('counts an Android app referrer as installed', () => {
    expect(isInstalled(browserTab({ referrer: 'android-app://com.example.forkcast/' }))).toBe(true)
  })

  it('remembers installs, manual installs and launches through the stored flags', () => {
    for (const flag of [INSTALL_FLAGS.installed, INSTALL_FLAGS.manuallyInstalled, INSTALL_FLAGS.launched])
      expect(isInstalled(browserTab({ readFlag: withFlags(flag) }))).toBe(true)
  })

  it("does not count 'Not now' as installed", () => {
    expect(isInstalled(browserTab({ readFlag: withFlags(INSTALL_FLAGS.promptDismissed) }))).toBe(false)
  })

  it('uses the exact flag names of the spec', () => {
    expect(Object.values(INSTALL_FLAGS)).toEqual([
      'pwa-installed',
      'pwa-manually-installed',
      'pwa-prompt-dismissed',
      'pwa-launched',
    ])
  })
})

describe('when the install offer shows', () => {
  beforeEach(() => localStorage.clear())

  it('is never shown before the first decision, even to a browser that could install', () => {
    expect(shouldOfferInstall({ installed: false, dismissed: false, hasDecided: false })).toBe(false)
  })

  it('is shown after the first decision until installed or dismissed', () => {
    expect(shouldOfferInstall({ installed: false, dismissed: false, hasDecided: true })).toBe(true)
    expect(shouldOfferInstall({ installed: true, dismissed: false, hasDecided: true })).toBe(false)
    expect(shouldOfferInstall({ installed: false, dismissed: true, hasDecided: true })).toBe(false)
  })

  it('remembers the first decision once, keeping its first time', () => {
    expect(hasSeenFirstDecision()).toBe(false)
    rememberFirstDecision()
    const first = localStorage.getItem('forkcast-first-decision')
    rememberFirstDecision()
    expect(hasSeenFirstDecision()).toBe(true)
    expect(localStorage.getItem('forkcast-first-decision')).toBe(first)
  })

  it('recognises a decided board among loaded data, and nothing else', () => {
    expect(isDecidedBoard({ session: { id: 1, status: 'decided' }, members: [] })).toBe(true)
    expect(isDecidedBoard({ session: { id: 1, status: 'open' } })).toBe(false)
    expect(isDecidedBoard({ status: 'decided' })).toBe(false)
    expect(isDecidedBoard([{ session: { status: 'decided' } }])).toBe(false)
    expect(isDecidedBoard(null)).toBe(false)
    expect(isDecidedBoard(3)).toBe(false)
  })
})

describe('browser detection for install help', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'safari-ios',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
      'samsung',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'firefox'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0', 'edge'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'chrome'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
      'safari',
    ],
    ['curl/8.0', 'other'],
  ])('reads %s as %s', (userAgent, family) => {
    expect(detectBrowser(userAgent)).toBe(family)
  })
})
