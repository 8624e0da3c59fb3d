import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../config'
import { DEFAULT_TIERS, getTiers, readTiersFile } from './tiers'
import { resolvePlan } from './plan'

const writeJson = (value: unknown) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'forkcast-tiers-')), 'tiers.json')
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value))
  return file
}

describe('tiers', () => {
  it('default to the issue’s plans: free, plus at $4.99 and premium at $9.99 (999 means unlimited)', () => {
    expect(getTiers({ TIERS_FILE: undefined })).toBe(DEFAULT_TIERS)
    expect(DEFAULT_TIERS.free).toMatchObject({
      price: 0,
      limits: { familyGroups: 1, recipeSearches: 20, restaurantSearches: 5 },
    })
    expect(DEFAULT_TIERS.plus).toMatchObject({
      price: 4.99,
      limits: { familyGroups: 3, recipeSearches: 100, restaurantSearches: 30 },
    })
    expect(DEFAULT_TIERS.premium).toMatchObject({
      price: 9.99,
      limits: { familyGroups: 999, recipeSearches: 999, restaurantSearches: 999 },
    })
  })

  it('come from TIERS_FILE when it is set', () => {
    const custom = { ...DEFAULT_TIERS, plus: { ...DEFAULT_TIERS.plus, name: 'Family', price: 3 } }
    expect(getTiers({ TIERS_FILE: writeJson(custom) }).plus).toMatchObject({ name: 'Family', price: 3 })
  })

  it('refuse a TIERS_FILE with a bad value, naming the field', () => {
    const broken = {
      ...DEFAULT_TIERS,
      plus: { ...DEFAULT_TIERS.plus, limits: { ...DEFAULT_TIERS.plus.limits, recipeSearches: -1 } },
    }
    expect(() => readTiersFile(writeJson(broken))).toThrow(ConfigError)
    expect(() => readTiersFile(writeJson(broken))).toThrow(/plus\.limits\.recipeSearches/)
    expect(() => readTiersFile(writeJson('{ not json'))).toThrow(/could not be read as JSON/)
  })
})

describe('resolving the plan', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  const subscription = {
    userId: 1,
    tier: 'plus' as const,
    status: 'active' as const,
    provider: 'test' as const,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    currentPeriodEnd: new Date('2026-01-15T00:00:00Z'),
    cancelAtPeriodEnd: false,
    coveredGroupId: null,
    coverEndsAt: null,
    updatedAt: now,
  }

  it('gives the better of a paid plan and beta access', () => {
    expect(resolvePlan({ subscription, betaAccessLevel: 'full' }, now)).toMatchObject({
      tier: 'premium',
      status: 'beta',
    })
    expect(resolvePlan({ subscription, betaAccessLevel: 'limited' }, now)).toMatchObject({
      tier: 'plus',
      status: 'active',
    })
    expect(resolvePlan({ subscription: null, betaAccessLevel: null }, now)).toMatchObject({
      tier: 'free',
      status: 'none',
    })
  })

  it('keeps a live Stripe subscription past its period date until Stripe says otherwise, but ends a cancelled one', () => {
    const later = new Date('2026-02-01T00:00:00Z')
    const stripe = { ...subscription, provider: 'stripe' as const }
    expect(resolvePlan({ subscription: stripe, betaAccessLevel: null }, later).tier).toBe('plus')
    expect(
      resolvePlan({ subscription: { ...stripe, cancelAtPeriodEnd: true }, betaAccessLevel: null }, later)
        .tier,
    ).toBe('free')
    expect(
      resolvePlan({ subscription: { ...stripe, status: 'canceled' }, betaAccessLevel: null }, now).tier,
    ).toBe('free')
  })
})
