import { createHash } from 'node:crypto'
import type sharp from 'sharp'
import type { Sharp } from 'sharp'
import { PHOTO_LIMITS } from '@forkcast/contract/images.schemas'
import { lazyPackage } from '../../lib/lazy-package'
import { decodeHeic } from './heic-decode'

// libvips is loaded with the first photo, not at boot.
const loadSharp = lazyPackage<typeof sharp>('sharp')

/** A photo ready to store: WebP, oriented, at most PHOTO_LIMITS.maxDimension on a side, no metadata. */
export interface ProcessedImage {
  bytes: Buffer
  width: number
  height: number
  sha256: string
}

/** Why a file could not become a photo: not an image we read, or an image too large to decode safely. */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UnreadableImageError'
  }
}

/** 100 megapixels: above any phone camera, and a cap on what a small file can make us decode. */
const MAX_INPUT_PIXELS = 100_000_000
const WEBP_QUALITY = 80
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])

const readMetadata = async (input: Buffer) => {
  try {
    return await loadSharp()(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  } catch (error) {
    throw new UnreadableImageError('not an image', { cause: error })
  }
}

/**
 * HEVC HEIC (what iPhones take) goes through the WebAssembly decoder; sharp reads everything else, AVIF
 * (also a HEIF) included. Answers what sharp should read.
 */
const openSource = async (input: Buffer): Promise<Sharp> => {
  const metadata = await readMetadata(input)
  if (!READABLE_FORMATS.has(metadata.format)) throw new UnreadableImageError(`format ${metadata.format}`)
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new UnreadableImageError('too many pixels')
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  if (metadata.format !== 'heif' || metadata.compression !== 'hevc')
    return loadSharp()(input, options).autoOrient()
  try {
    // libheif applies the file's rotation and mirroring while decoding; the pixels carry no metadata.
    const decoded = await decodeHeic(input)
    return loadSharp()(decoded.data, {
      ...options,
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    })
  } catch (error) {
    throw new UnreadableImageError('unreadable HEIC', { cause: error })
  }
}

/**
 * Turns an upload or a fetched image into what we store: rotated as the camera meant, resized to fit, WebP.
 * sharp writes no EXIF, XMP, IPTC or ICC data unless asked, so location and camera details are dropped.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const source = await openSource(input)
  try {
    const { data, info } = await source
      .resize({
        width: PHOTO_LIMITS.maxDimension,
        height: PHOTO_LIMITS.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return {
      bytes: data,
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    }
  } catch (error) {
    throw new UnreadableImageError('could not convert', { cause: error })
  }
}
