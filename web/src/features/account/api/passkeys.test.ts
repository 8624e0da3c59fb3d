import { describe, expect, it } from 'vitest'
import { thisDeviceName } from './passkeys'

describe('thisDeviceName', () => {
  it('names the device a new passkey is made on from the browser’s description', () => {
    expect(thisDeviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile')).toBe('Android')
    expect(thisDeviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1')).toBe(
      'iPhone',
    )
    expect(thisDeviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15')).toBe('Mac')
    expect(thisDeviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0')).toBe('Windows')
    expect(thisDeviceName('Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) Chrome/131.0')).toBe('Chromebook')
    expect(thisDeviceName('curl/8.5')).toBeUndefined()
  })
})
