import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeMatchScore, type MatchInput } from './match-score'

const matchInput = fc.record({
  isChosenCuisine: fc.boolean(),
  isExcludedByMember: fc.boolean(),
  distanceMeters: fc.double({ min: 0, max: 60_000, noNaN: true }),
  radiusMeters: fc.integer({ min: 100, max: 50_000 }),
  rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
  priceLevel: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  openNow: fc.option(fc.boolean(), { nil: null }),
}) satisfies fc.Arbitrary<MatchInput>

describe('the match score', () => {
  it('is always between 0 and 1', () => {
    fc.assert(
      fc.property(matchInput, (input) => {
        const score = computeMatchScore(input)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('never scores a closer place lower, all else equal', () => {
    fc.assert(
      fc.property(matchInput, fc.double({ min: 0, max: 1, noNaN: true }), (input, fraction) => {
        const closer = { ...input, distanceMeters: input.distanceMeters * fraction }
        expect(computeMatchScore(closer)).toBeGreaterThanOrEqual(computeMatchScore(input))
      }),
    )
  })

  it('never scores an open place lower than a closed or unknown one, all else equal', () => {
    fc.assert(
      fc.property(matchInput, (input) => {
        const open = computeMatchScore({ ...input, openNow: true })
        expect(open).toBeGreaterThanOrEqual(computeMatchScore({ ...input, openNow: false }))
        expect(open).toBeGreaterThanOrEqual(computeMatchScore({ ...input, openNow: null }))
      }),
    )
  })

  it('never scores a place a member excludes higher than the same place nobody excludes', () => {
    fc.assert(
      fc.property(matchInput, (input) => {
        expect(computeMatchScore({ ...input, isExcludedByMember: true })).toBeLessThanOrEqual(
          computeMatchScore({ ...input, isExcludedByMember: false }),
        )
      }),
    )
  })

  it('gives a nearby, open, well-rated place of the chosen cuisine an Excellent score', () => {
    const score = computeMatchScore({
      isChosenCuisine: true,
      isExcludedByMember: false,
      distanceMeters: 300,
      radiusMeters: 5000,
      rating: 4.6,
      priceLevel: 2,
      openNow: true,
    })
    expect(score).toBeGreaterThanOrEqual(0.8)
  })

  it('marks a closed place of another cuisine that a member excludes as a Caution', () => {
    const score = computeMatchScore({
      isChosenCuisine: false,
      isExcludedByMember: true,
      distanceMeters: 4000,
      radiusMeters: 5000,
      rating: 3,
      priceLevel: 4,
      openNow: false,
    })
    expect(score).toBeLessThan(0.6)
  })
})
