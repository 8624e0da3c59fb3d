import { readFileSync } from 'node:fs'
import sharp from 'sharp'

/** A 64×48 HEVC HEIC, as an iPhone saves photos (made with libheif's heif-enc from a plain PNG). */
export const HEIC_PHOTO = readFileSync(new URL('./fixtures/photo.heic', import.meta.url))

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })

/**
 * An 80×40 JPEG as a phone camera writes it: EXIF orientation 6 (rotate to 40×80 to view), a description
 * and GPS coordinates of where it was taken.
 */
export const jpegWithLocation = () =>
  plain(80, 40)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { ImageDescription: 'Our kitchen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer()

export const pngPhoto = (width = 120, height = 90) => plain(width, height).png().toBuffer()
export const webpPhoto = (width = 120, height = 90) => plain(width, height).webp().toBuffer()
export const largeJpeg = () => plain(3200, 2400).jpeg().toBuffer()

/** The EXIF block's GPS IFD pointer (tag 0x8825), little- or big-endian. */
export const hasGpsPointer = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])))
