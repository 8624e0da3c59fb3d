import { describe, expect, it } from 'vitest'
import { describeDevice } from './describe-device'

describe('describing a device from its browser', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
  ])('names %s as %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected)
  })

  it('says unknown when the browser sent nothing', () => {
    expect(describeDevice(null)).toBe('Unknown device')
    expect(describeDevice('curl/8.5')).toBe('Unknown device')
  })

  it('names the device in the reader’s language, keeping the product names', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
    expect(describeDevice(android, 'es')).toBe('Chrome en Android')
    expect(describeDevice(null, 'es')).toBe('Dispositivo desconocido')
  })
})
