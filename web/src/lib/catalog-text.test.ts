import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMessages } from './messages'
import {
  ALLERGENS,
  ALLERGEN_IDS,
  COMMON_ALLERGEN_OPTIONS,
  COMMON_SENSITIVITY_OPTIONS,
  labelForAllergy,
  labelForSensitivity,
  ONBOARDING_V1_OPTIONS,
  ONBOARDING_V1_SENSITIVITY_OPTIONS,
  ONBOARDING_V2_ALLERGY_OPTIONS,
  ONBOARDING_V2_SENSITIVITY_OPTIONS,
  SENSITIVITIES,
  SENSITIVITY_IDS,
} from '@forkcast/contract/allergens'
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES } from '@forkcast/contract/api-tokens.schemas'
import {
  APP_EXPORT_FORMAT_LABELS,
  APP_EXPORT_FORMATS,
  APP_IMPORT_MESSAGES,
} from '@forkcast/contract/app-imports.schemas'
import { CUISINE_IDS, CUISINES } from '@forkcast/contract/cuisines'
import {
  DIFFICULTY_LEVELS,
  MOOD_LABELS,
  RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_CATEGORY_LABELS,
  SEASON_CARDS,
} from '@forkcast/contract/discovery.constants'
import { INVALID_INVITE_CODE_MESSAGE } from '@forkcast/contract/groups.constants'
import { GROCERY_AISLES, getGroceryAisleLabel } from '@forkcast/contract/grocery-aisles'
import { PHOTO_MESSAGES } from '@forkcast/contract/images.schemas'
import { LIMIT_MESSAGES } from '@forkcast/contract/limits.constants'
import {
  BUDGET_PER_SERVING,
  BUDGET_RANGES,
  DAY_NAMES,
  NO_WEEKLY_PLAN_MESSAGE,
  SMART_PLANNER_REQUIRED_MESSAGE,
} from '@forkcast/contract/planning.schemas'
import { formatMinutes } from '@forkcast/contract/recipe-time'
import {
  formatRating,
  RECIPE_DIFFICULTIES,
  RECIPE_MESSAGES,
  RECIPE_MOODS,
  RECIPE_SEASONS,
} from '@forkcast/contract/recipes.constants'
import { BULK_MESSAGES, IMPORT_MESSAGES } from '@forkcast/contract/recipes.schemas'
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  unknownZipCodeMessage,
  ZIP_CODE_FORMAT_MESSAGE,
  ZIP_CODE_REQUIRED_MESSAGE,
} from '@forkcast/contract/restaurants.schemas'
import { findStepTimers, formatDuration } from '@forkcast/contract/step-timers'
import { GATED_FEATURES, LIMIT_KINDS, LIMIT_LABELS } from '@forkcast/contract/subscriptions.schemas'
import {
  COOKING_SKILL_OPTIONS,
  DIETARY_GOAL_IDS,
  HEALTH_PREFERENCE_OPTIONS,
  MEAL_DIETARY_GOAL_OPTIONS,
  ONBOARDING_CUISINE_OPTIONS,
  ONBOARDING_V1_DIETARY_GOAL_OPTIONS,
  ONBOARDING_V2_DIETARY_GOAL_OPTIONS,
} from '@forkcast/contract/users.constants'
import {
  DECISION_MADE_MESSAGE,
  GUEST_LINK_ENDED_MESSAGE,
  MAP_SERVICE_UNREACHABLE_MESSAGE,
} from '@forkcast/contract/voting.schemas'
import { catalogText, useCatalogText } from './catalog-text'
import { i18next } from './i18n'

type Catalog = { [key: string]: string | string[] | Catalog }
const catalogs = import.meta.glob<Catalog>('../../../locales/*/catalog.json', {
  import: 'default',
  eager: true,
})
const catalogIn = (language: string) => catalogs[`../../../locales/${language}/catalog.json`] ?? {}
const LANGUAGES = ['en', 'es'] as const

/** The text at a dotted path of a catalog, or undefined. */
const textAt = (catalog: Catalog, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    )

const expectWords = (path: string) => {
  for (const language of LANGUAGES) {
    const text = textAt(catalogIn(language), path)
    expect(typeof text, `${language}: ${path}`).toBe('string')
    expect((text as string).trim(), `${language}: ${path}`).not.toBe('')
  }
}

const ALLERGY_OPTION_LISTS = {
  onboardingV1Allergy: ONBOARDING_V1_OPTIONS,
  onboardingV1Sensitivity: ONBOARDING_V1_SENSITIVITY_OPTIONS,
  onboardingV2Allergy: ONBOARDING_V2_ALLERGY_OPTIONS,
  onboardingV2Sensitivity: ONBOARDING_V2_SENSITIVITY_OPTIONS,
  commonAllergen: COMMON_ALLERGEN_OPTIONS,
  commonSensitivity: COMMON_SENSITIVITY_OPTIONS,
}

const CONTRACT_MESSAGES = [
  ...Object.values(RECIPE_MESSAGES),
  ...Object.values(IMPORT_MESSAGES),
  ...Object.values(BULK_MESSAGES),
  ...Object.values(APP_IMPORT_MESSAGES),
  ...Object.values(PHOTO_MESSAGES),
  ...Object.values(LIMIT_MESSAGES),
  INVALID_INVITE_CODE_MESSAGE,
  SMART_PLANNER_REQUIRED_MESSAGE,
  NO_WEEKLY_PLAN_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
  ZIP_CODE_REQUIRED_MESSAGE,
  ZIP_CODE_FORMAT_MESSAGE,
  unknownZipCodeMessage('99999'),
  DECISION_MADE_MESSAGE,
  MAP_SERVICE_UNREACHABLE_MESSAGE,
  GUEST_LINK_ENDED_MESSAGE,
]

const STEPS_WITH_TIMERS = [
  'Bake for 25 minutes until golden.',
  'Simmer 1 1/2 hours, stirring now and then.',
  'Grill the steaks 4-5 minutes per side.',
  'Cook the pasta for 10 to 12 minutes.',
  'Let the dough rise for 1 hour to 1 hour 15 minutes.',
  'Marinate 30 minutes, or up to 24 hours.',
  'Fry the fritters 2 minutes a batch.',
  'Whisk for 30 seconds, then rest 45 seconds.',
  'Roast for 1 hour 40 minutes.',
  'Leave for 10-20 seconds.',
  'Wait 1-2 hours.',
  'Sear for 90 seconds on both sides.',
  'Add the garlic and stir for 30 seconds.',
  'Set a timer for 5 minutes.',
  'Braise for 2 hours 30 minutes to 3 hours.',
]

describe('the contract words in every language', () => {
  it('gives every cuisine a label, description, three tags and an exclusion text in every language', () => {
    for (const id of CUISINE_IDS) {
      expectWords(`cuisine.${id}.label`)
      expectWords(`cuisine.${id}.description`)
      expectWords(`cuisine.${id}.excludeDescription`)
      for (const index of [0, 1, 2]) expectWords(`cuisine.${id}.tags.${index}`)
    }
    for (const option of ONBOARDING_CUISINE_OPTIONS) expectWords(`cuisine.${option.value}.label`)
  })

  it('gives every difficulty, skill level, season, mood, recommendation category and aisle its words', () => {
    for (const difficulty of RECIPE_DIFFICULTIES) expectWords(`difficulty.${difficulty}`)
    for (const option of COOKING_SKILL_OPTIONS) {
      expectWords(`skill.${option.value}.label`)
      expectWords(`skill.${option.value}.description`)
    }
    for (const level of DIFFICULTY_LEVELS) {
      expectWords(`difficultyLevel.${level.id}.cookingTime`)
      expectWords(`difficultyLevel.${level.id}.description`)
      level.techniques.forEach((_, index) => expectWords(`difficultyLevel.${level.id}.techniques.${index}`))
    }
    for (const season of RECIPE_SEASONS) {
      expectWords(`season.${season}.label`)
      expectWords(`season.${season}.description`)
    }
    for (const mood of RECIPE_MOODS) expectWords(`mood.${mood}`)
    for (const category of RECOMMENDATION_CATEGORIES) expectWords(`recommendationCategory.${category}`)
    for (const aisle of GROCERY_AISLES) expectWords(`aisle.${aisle.id}`)
  })

  it('gives every allergen, sensitivity and picker option its words', () => {
    for (const id of ALLERGEN_IDS) {
      expectWords(`allergen.${id}.label`)
      expectWords(`allergen.${id}.description`)
    }
    for (const id of SENSITIVITY_IDS) {
      expectWords(`sensitivity.${id}.label`)
      expectWords(`sensitivity.${id}.description`)
    }
    for (const [name, list] of Object.entries(ALLERGY_OPTION_LISTS))
      for (const option of list) expectWords(`allergyOption.${name}.${option.value}`)
  })

  it('gives every goal, health preference, day, budget, scope, format, limit and gated feature its words', () => {
    for (const id of DIETARY_GOAL_IDS) expectWords(`dietaryGoal.${id}`)
    for (const option of HEALTH_PREFERENCE_OPTIONS) expectWords(`healthPreference.${option.value}`)
    DAY_NAMES.forEach((_, day) => expectWords(`day.${day}`))
    for (const range of BUDGET_RANGES) {
      expectWords(`budget.${range}.label`)
      expectWords(`budget.${range}.amount`)
    }
    for (const scope of API_TOKEN_SCOPES) expectWords(`apiTokenScope.${scope}`)
    for (const format of APP_EXPORT_FORMATS) expectWords(`appExportFormat.${format}`)
    for (const kind of LIMIT_KINDS) expectWords(`limitKind.${kind}`)
    for (const feature of Object.keys(GATED_FEATURES)) expectWords(`gatedFeature.${feature}`)
  })

  it('translates every allergen and sensitivity into Spanish, label and description', () => {
    // A safety label left in English is easy to misread; only words Spanish writes the same way may match.
    const SAME_IN_SPANISH = new Set(['Gluten'])
    for (const kind of ['allergen', 'sensitivity'])
      for (const id of kind === 'allergen' ? ALLERGEN_IDS : SENSITIVITY_IDS)
        for (const field of ['label', 'description']) {
          const english = textAt(catalogIn('en'), `${kind}.${id}.${field}`) as string
          const spanish = textAt(catalogIn('es'), `${kind}.${id}.${field}`) as string
          if (!SAME_IN_SPANISH.has(english)) expect(spanish, `${kind}.${id}.${field}`).not.toBe(english)
        }
    for (const [name, list] of Object.entries(ALLERGY_OPTION_LISTS))
      for (const option of list) {
        const spanish = textAt(catalogIn('es'), `allergyOption.${name}.${option.value}`)
        if (!SAME_IN_SPANISH.has(option.label))
          expect(spanish, `${name}.${option.value}`).not.toBe(option.label)
      }
  })
})

describe('the contract words in English', () => {
  const text = catalogText

  it('says exactly what the contract says for cuisines', () => {
    for (const cuisine of CUISINES) {
      expect(text.cuisine(cuisine)).toEqual(cuisine)
      expect(text.cuisineLabel(cuisine.label)).toBe(cuisine.label)
    }
    for (const option of ONBOARDING_CUISINE_OPTIONS)
      expect(text.cuisineLabel(option.value)).toBe(option.label)
  })

  it('says exactly what the contract says for difficulties, skills, seasons, moods, categories and aisles', () => {
    for (const difficulty of RECIPE_DIFFICULTIES) expect(text.difficulty(difficulty)).toBe(difficulty)
    for (const option of COOKING_SKILL_OPTIONS) {
      expect(text.skillLevel(option.value)).toBe(option.label)
      expect(text.skillDescription(option.value)).toBe(option.description)
    }
    for (const level of DIFFICULTY_LEVELS) expect(text.difficultyLevel(level)).toEqual(level)
    for (const card of SEASON_CARDS) {
      expect(text.season(card.season)).toBe(card.label)
      expect(text.seasonDescription(card.season)).toBe(card.description)
    }
    for (const [id, label] of Object.entries(MOOD_LABELS)) expect(text.mood(id)).toBe(label)
    for (const [id, label] of Object.entries(RECOMMENDATION_CATEGORY_LABELS))
      expect(text.recommendationCategory(id)).toBe(label)
    for (const aisle of GROCERY_AISLES) expect(text.aisle(aisle.id)).toBe(aisle.label)
  })

  it('says exactly what the contract says for allergens, sensitivities and their pickers', () => {
    for (const entry of ALLERGENS) {
      expect(text.allergenLabel(entry.id)).toBe(entry.label)
      expect(text.allergenDescription(entry.id)).toBe(entry.description)
    }
    for (const entry of SENSITIVITIES) {
      expect(text.sensitivityLabel(entry.id)).toBe(entry.label)
      expect(text.sensitivityDescription(entry.id)).toBe(entry.description)
    }
    for (const list of Object.values(ALLERGY_OPTION_LISTS)) {
      expect(text.allergyOptions(list)).toEqual(list)
      for (const option of list) expect(text.allergyOption(list, option)).toBe(option.label)
    }
    const stored = [
      'milk',
      'peanuts',
      'tree nuts',
      'Shellfish',
      'coeliac',
      'lactose',
      'sulfites',
      'kiwi  fruit',
    ]
    for (const entry of stored) {
      expect(text.allergyEntry(entry)).toBe(labelForAllergy(entry))
      expect(text.sensitivityEntry(entry)).toBe(labelForSensitivity(entry))
    }
  })

  it('says exactly what the contract says for goals, preferences and the other labels', () => {
    for (const option of [
      ...ONBOARDING_V1_DIETARY_GOAL_OPTIONS,
      ...ONBOARDING_V2_DIETARY_GOAL_OPTIONS,
      ...MEAL_DIETARY_GOAL_OPTIONS,
    ])
      expect(text.dietaryGoal(option.value)).toBe(option.label)
    for (const option of HEALTH_PREFERENCE_OPTIONS)
      expect(text.healthPreference(option.value)).toBe(option.label)
    DAY_NAMES.forEach((name, day) => expect(text.dayName(day)).toBe(name))
    for (const range of BUDGET_RANGES) {
      expect(text.budget(range)).toBe(BUDGET_PER_SERVING[range].label)
      expect(text.budgetAmount(range)).toBe(BUDGET_PER_SERVING[range].label.replace(' per serving', ''))
    }
    for (const scope of API_TOKEN_SCOPES)
      expect(text.apiTokenScope(scope)).toBe(API_TOKEN_SCOPE_LABELS[scope])
    for (const format of APP_EXPORT_FORMATS)
      expect(text.appExportFormat(format)).toBe(APP_EXPORT_FORMAT_LABELS[format])
    for (const kind of LIMIT_KINDS) expect(text.limitKind(kind)).toBe(LIMIT_LABELS[kind])
    for (const [feature, { label }] of Object.entries(GATED_FEATURES))
      expect(text.gatedFeature(feature as keyof typeof GATED_FEATURES)).toBe(label)
  })

  it('writes times, timers and ratings as the contract does', () => {
    for (const minutes of [0, 1, 25, 59, 60, 61, 100, 120, 135, 1440])
      expect(text.minutes(minutes)).toBe(formatMinutes(minutes))
    for (const seconds of [0, 1, 45, 60, 90, 3600, 3661, 5400, 7200.4])
      expect(text.duration(seconds)).toBe(formatDuration(seconds))
    const timers = STEPS_WITH_TIMERS.flatMap(findStepTimers)
    expect(timers.length).toBeGreaterThanOrEqual(STEPS_WITH_TIMERS.length)
    for (const timer of timers) {
      expect(text.timerDuration(timer)).toBe(timer.duration)
    }
    expect(text.rating(null, 0)).toBe(formatRating(null, 0))
    expect(text.rating(4, 0)).toBe(formatRating(4, 0))
    for (const rating of [1, 3.25, 4.45, 4.5, 5]) expect(text.rating(rating, 3)).toBe(formatRating(rating, 3))
  })

  it('gives every message the contract defines back word for word', () => {
    for (const message of CONTRACT_MESSAGES) expect(text.message(message)).toBe(message)
    expect(text.message('Something only the server knows')).toBe('Something only the server knows')
  })

  it('shows an id or text the catalog does not know as it is', () => {
    expect(text.cuisineLabel('klingon')).toBe('klingon')
    expect(text.cuisineDescription('klingon')).toBe('')
    expect(text.cuisineTags('klingon')).toEqual([])
    expect(text.difficulty('Impossible')).toBe('Impossible')
    expect(text.allergenLabel('kiwi')).toBe('kiwi')
    expect(text.sensitivityLabel('Onions: raw only')).toBe('Onions: raw only')
    expect(text.allergyEntry('  Kiwi   fruit ')).toBe('Kiwi fruit')
    expect(text.dietaryGoal('eat-more-soup')).toBe('eat-more-soup')
    expect(text.healthPreference('low-drama')).toBe('low-drama')
    expect(text.mood('sleepy')).toBe('sleepy')
    expect(text.season('monsoon')).toBe('monsoon')
    expect(text.skillLevel('wizard')).toBe('wizard')
    expect(text.aisle('garden-centre')).toBe(getGroceryAisleLabel('garden-centre'))
  })
})

describe('the contract words in Spanish', () => {
  beforeAll(async () => {
    i18next.addResourceBundle('es', 'catalog', catalogIn('es'))
    await loadMessages('es')
    await i18next.changeLanguage('es')
  })
  afterAll(async () => {
    await i18next.changeLanguage('en')
  })
  const text = catalogText

  it('names allergens, sensitivities and stored entries in Spanish, and keeps free text as typed', () => {
    expect(text.allergenLabel('peanuts')).toBe('Cacahuetes')
    expect(text.allergenLabel('tree-nuts')).toBe('Frutos secos')
    expect(text.allergyEntry('peanut')).toBe('Cacahuetes')
    expect(text.sensitivityEntry('lactose intolerance')).toBe('Lactosa')
    expect(text.allergyEntry('kiwi')).toBe('kiwi')
    expect(text.allergyOptions(COMMON_ALLERGEN_OPTIONS).map((option) => option.value)).toEqual(
      COMMON_ALLERGEN_OPTIONS.map((option) => option.value),
    )
  })

  it('writes cuisines and times in Spanish', () => {
    expect(text.cuisineLabel('Middle Eastern')).toBe('Oriente Medio')
    expect(text.cuisineTags('italian')).toHaveLength(3)
    expect(text.aisle('garden-centre')).toBe('Otros')
    expect(text.minutes(100)).toBe('1 h 40 min')
    const [grill] = findStepTimers('Grill the steaks 4-5 minutes per side.')
    expect(grill && text.timerDuration(grill)).toBe('4–5 min por lado')
    expect(text.rating(4.5, 2)).toBe('4,5')
    expect(text.cuisineLabel('klingon')).toBe('klingon')
  })

  it('says every message the contract defines in Spanish, from the catalog the server answers from', () => {
    for (const message of CONTRACT_MESSAGES) expect(text.message(message), message).not.toBe(message)
    expect(text.message(LIMIT_MESSAGES.recipes)).toMatch(/50[.\u00a0 ]?000/)
    expect(text.message('Something only the server knows')).toBe('Something only the server knows')
  })
})

describe('useCatalogText', () => {
  it('shows the words again in the new language when the language changes', async () => {
    i18next.addResourceBundle('es', 'catalog', catalogIn('es'))
    const { result } = renderHook(() => useCatalogText())
    expect(result.current.difficulty('Easy')).toBe('Easy')
    await act(() => i18next.changeLanguage('es'))
    expect(result.current.difficulty('Easy')).toBe('Fácil')
    await act(() => i18next.changeLanguage('en'))
    expect(result.current.difficulty('Easy')).toBe('Easy')
  })
})
