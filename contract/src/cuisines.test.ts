/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  CUISINE_IDS,
  CUISINE_IMAGE_COUNT,
  CUISINES,
  EXCLUDABLE_CUISINE_IDS,
  findCuisine,
  getCuisine,
  getCuisineImagePath,
  pickCuisineImage,
} from './cuisines'

const webPublicDir = fileURLToPath(new URL('../../web/public', import.meta.url))

describe('cuisines', () => {
  it('has 19 unique ids in the agreed order', () => {
    expect(CUISINE_IDS).toHaveLength(19)
    expect(new Set(CUISINE_IDS).size).toBe(19)
    expect(CUISINES.map((cuisine) => cuisine.id)).toEqual([...CUISINE_IDS])
  })

  it('lets users exclude every cuisine except breakfast and dessert', () => {
    expect([...EXCLUDABLE_CUISINE_IDS]).toEqual(CUISINE_IDS.slice(0, 17))
  })

  it('gives every cuisine a label, short copy and three non-empty tags', () => {
    for (const cuisine of CUISINES) {
      expect(cuisine.label.trim()).not.toBe('')
      expect(cuisine.description.length).toBeGreaterThan(0)
      expect(cuisine.description.length).toBeLessThanOrEqual(90)
      expect(cuisine.excludeDescription.length).toBeGreaterThan(0)
      expect(cuisine.excludeDescription.length).toBeLessThanOrEqual(80)
      expect(cuisine.tags).toHaveLength(3)
      for (const tag of cuisine.tags) expect(tag.trim()).not.toBe('')
    }
  })

  it('finds a cuisine by its label or id regardless of case', () => {
    expect(findCuisine('Middle Eastern')?.id).toBe('middle-eastern')
    expect(findCuisine('middle-eastern')?.id).toBe('middle-eastern')
    expect(findCuisine('ITALIAN')?.id).toBe('italian')
    expect(findCuisine('  dessert & baking ')?.id).toBe('dessert')
    expect(findCuisine('klingon')).toBeNull()
    expect(findCuisine('')).toBeNull()
  })

  it('gets a cuisine by id only', () => {
    expect(getCuisine('korean')?.label).toBe('Korean')
    expect(getCuisine('Korean')?.id).toBe('korean')
    expect(getCuisine('Middle Eastern')).toBeNull()
  })

  it('builds 1-based image paths', () => {
    expect(CUISINE_IMAGE_COUNT).toBe(3)
    expect(getCuisineImagePath('thai', 1)).toBe('/images/cuisines/thai-1.svg')
    expect(getCuisineImagePath('thai', 3)).toBe('/images/cuisines/thai-3.svg')
  })
})

describe('pickCuisineImage', () => {
  const imagePattern = /^\/images\/cuisines\/([a-z-]+)-([1-3])\.svg$/

  it('picks the same image for the same cuisine and seed', () => {
    for (const id of CUISINE_IDS) {
      for (const seed of [0, 1, 42, 987_654_321]) {
        expect(pickCuisineImage(id, seed)).toBe(pickCuisineImage(id, seed))
      }
    }
  })

  it('always picks one of the three images of that cuisine', () => {
    for (const id of CUISINE_IDS) {
      for (const seed of [0, 1, 2, 7, -5, 2 ** 31, 0.5, Number.NaN]) {
        const match = imagePattern.exec(pickCuisineImage(id, seed) ?? '')
        expect(match?.[1]).toBe(id)
        const variant = Number(match?.[2])
        expect(variant).toBeGreaterThanOrEqual(1)
        expect(variant).toBeLessThanOrEqual(CUISINE_IMAGE_COUNT)
      }
    }
  })

  it('spreads different seeds over all three images', () => {
    for (const id of CUISINE_IDS) {
      const picked = new Set(Array.from({ length: 12 }, (_, seed) => pickCuisineImage(id, seed)))
      expect(picked.size).toBe(CUISINE_IMAGE_COUNT)
    }
  })

  it('spreads fractional seeds such as Math.random() over all three images', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => (i * 0.618034) % 1)
    for (const id of CUISINE_IDS) {
      expect(new Set(seeds.map((seed) => pickCuisineImage(id, seed))).size).toBe(CUISINE_IMAGE_COUNT)
    }
  })

  it('picks the same image for an option given by label or id', () => {
    expect(pickCuisineImage('Middle Eastern', 5)).toBe(pickCuisineImage('middle-eastern', 5))
  })

  it('does not show every cuisine the same variant for one seed', () => {
    const variants = new Set(CUISINE_IDS.map((id) => pickCuisineImage(id, 0)?.slice(-5)))
    expect(variants.size).toBeGreaterThan(1)
  })

  it('returns null for options that are not cuisines', () => {
    expect(pickCuisineImage('pizza-hut', 3)).toBeNull()
    expect(pickCuisineImage('', 3)).toBeNull()
  })
})

describe('cuisine images', () => {
  const paths = CUISINE_IDS.flatMap((id) =>
    Array.from({ length: CUISINE_IMAGE_COUNT }, (_, i) => getCuisineImagePath(id, i + 1)),
  )

  it.each(paths)('has a valid SVG at %s', (path) => {
    const file = `${webPublicDir}${path}`
    expect(existsSync(file)).toBe(true)
    const svg = readFileSync(file, 'utf8').trim()
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toMatch(/^<svg[^>]*\sviewBox="0 0 400 300"/)
    expect(svg).toMatch(/^<svg[^>]*\srole="img"/)
    expect(svg).toMatch(/^<svg[^>]*\saria-label="[^"]+"/)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/<image|<text|<script|<foreignObject|@import|url\((?!#)|href="(?!#)/i)
  })
})
