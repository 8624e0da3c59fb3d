import { readFileSync } from 'node:fs'
import { TiersSchema, type Tiers } from '@forkcast/contract/subscriptions.schemas'
import { ConfigError, type Config } from '../../config'
import { getErrorMessage } from '../../lib/app-error'

/** The plans when no TIERS_FILE is set. 999 means unlimited. */
export const DEFAULT_TIERS: Tiers = {
  free: {
    name: 'Free',
    price: 0,
    limits: { familyGroups: 1, recipeSearches: 20, restaurantSearches: 5 },
    features: [
      '1 family group',
      '20 recipe searches a day',
      '5 restaurant searches a day',
      'Elimination voting with your group',
      'Recipe import and bulk upload',
    ],
  },
  plus: {
    name: 'Plus',
    price: 4.99,
    limits: { familyGroups: 3, recipeSearches: 100, restaurantSearches: 30 },
    features: [
      'Up to 3 family groups',
      '100 recipe searches a day',
      '30 restaurant searches a day',
      'Smart Meal Planner',
      'AI Recommendations',
    ],
  },
  premium: {
    name: 'Premium',
    price: 9.99,
    limits: { familyGroups: 999, recipeSearches: 999, restaurantSearches: 999 },
    features: [
      'Unlimited family groups',
      'Unlimited recipe searches',
      'Unlimited restaurant searches',
      'Smart Meal Planner and AI Recommendations',
      'Weekly meal plans',
    ],
  },
}

const cache = new Map<string, Tiers>()

/** Reads and checks a TIERS_FILE; a bad file stops the boot with the field that is wrong. */
export function readTiersFile(file: string): Tiers {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ConfigError(`TIERS_FILE ${file} could not be read as JSON: ${getErrorMessage(error)}`)
  }
  const result = TiersSchema.safeParse(raw)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`TIERS_FILE ${file} is not a valid set of plans:\n${lines.join('\n')}`)
  }
  return result.data
}

/** The plans this server sells: TIERS_FILE when set (read once), else the defaults. */
export function getTiers(config: Pick<Config, 'TIERS_FILE'>): Tiers {
  const file = config.TIERS_FILE
  if (!file) return DEFAULT_TIERS
  let tiers = cache.get(file)
  if (!tiers) {
    tiers = readTiersFile(file)
    cache.set(file, tiers)
  }
  return tiers
}
