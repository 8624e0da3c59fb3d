import { useMemo, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
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
  type VocabularyOption,
} from '@forkcast/contract/allergens'
import { findCuisine, type CuisineInfo } from '@forkcast/contract/cuisines'
import {
  RECOMMENDATION_CATEGORY_LABELS,
  MOOD_LABELS,
  SEASON_CARDS,
  type DifficultyLevel,
} from '@forkcast/contract/discovery.constants'
import { GROCERY_AISLE_IDS, getGroceryAisleLabel } from '@forkcast/contract/grocery-aisles'
import { RECIPE_DIFFICULTIES } from '@forkcast/contract/recipes.constants'
import type { StepTimer } from '@forkcast/contract/step-timers'
import {
  COOKING_SKILL_OPTIONS,
  DIETARY_GOAL_IDS,
  HEALTH_PREFERENCE_IDS,
  labelForDietaryGoal,
  labelForHealthPreference,
  ONBOARDING_CUISINE_OPTIONS,
} from '@forkcast/contract/users.constants'
// Types only: these modules hold zod schemas, which pages that show a label must not have to load.
import type { ApiTokenScope } from '@forkcast/contract/api-tokens.schemas'
import type { AppExportFormat } from '@forkcast/contract/app-imports.schemas'
import type { BudgetRange } from '@forkcast/contract/planning.schemas'
import type { GatedFeature, LimitKind } from '@forkcast/contract/subscriptions.schemas'
import { formatNumber } from './format'
import { i18next } from './i18n'
import { knownMessage, loadedMessageCount, subscribeToMessages } from './messages'

/**
 * The contract's fixed vocabulary (cuisines, difficulties, seasons, moods, aisles, allergens, goals, the
 * messages it defines...) in the person's language: the one way the web turns a contract id into words.
 * The words live in `locales/<language>/catalog.json`, keyed by kind and id; the English catalog says exactly
 * what the contract says. An id the catalog does not know (an allergy typed as free text, a newer id) shows
 * the contract's own English text, or the text itself.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string

const has = (ids: readonly string[]) => {
  const set = new Set<string>(ids)
  return (id: string) => set.has(id)
}

const isOnboardingCuisine = has(ONBOARDING_CUISINE_OPTIONS.map((option) => option.value))
const onboardingCuisineLabel = (id: string) =>
  ONBOARDING_CUISINE_OPTIONS.find((option) => option.value === id)?.label
const isDifficulty = has(RECIPE_DIFFICULTIES)
const isSkill = has(COOKING_SKILL_OPTIONS.map((option) => option.value))
const isSeason = has(SEASON_CARDS.map((card) => card.season))
const isMood = has(Object.keys(MOOD_LABELS))
const isRecommendationCategory = has(Object.keys(RECOMMENDATION_CATEGORY_LABELS))
const isAisle = has(GROCERY_AISLE_IDS)
const isAllergen = has(ALLERGEN_IDS)
const isSensitivity = has(SENSITIVITY_IDS)
const isDietaryGoal = has(DIETARY_GOAL_IDS)
const isHealthPreference = has(HEALTH_PREFERENCE_IDS)

const ALLERGEN_BY_ID = new Map(ALLERGENS.map((entry) => [entry.id as string, entry]))
const SENSITIVITY_BY_ID = new Map(SENSITIVITIES.map((entry) => [entry.id as string, entry]))
const ALLERGEN_ID_BY_LABEL = new Map(ALLERGENS.map((entry) => [entry.label, entry.id as string]))
const SENSITIVITY_ID_BY_LABEL = new Map(SENSITIVITIES.map((entry) => [entry.label, entry.id as string]))
const SKILL_BY_ID = new Map(COOKING_SKILL_OPTIONS.map((option) => [option.value as string, option]))
const SEASON_BY_ID = new Map(SEASON_CARDS.map((card) => [card.season as string, card]))

/** The allergy and sensitivity pickers' option lists, by the name their words are filed under. */
const ALLERGY_OPTION_LISTS = new Map<readonly VocabularyOption[], string>([
  [ONBOARDING_V1_OPTIONS, 'onboardingV1Allergy'],
  [ONBOARDING_V1_SENSITIVITY_OPTIONS, 'onboardingV1Sensitivity'],
  [ONBOARDING_V2_ALLERGY_OPTIONS, 'onboardingV2Allergy'],
  [ONBOARDING_V2_SENSITIVITY_OPTIONS, 'onboardingV2Sensitivity'],
  [COMMON_ALLERGEN_OPTIONS, 'commonAllergen'],
  [COMMON_SENSITIVITY_OPTIONS, 'commonSensitivity'],
])

const makeCatalogText = (t: Translate) => {
  const say = (key: string, fallback: string) => t(key, { defaultValue: fallback })

  const cuisineOf = (idOrLabel: string) => findCuisine(idOrLabel)
  const cuisineLabel = (idOrLabel: string) => {
    const cuisine = cuisineOf(idOrLabel)
    if (cuisine) return say(`cuisine.${cuisine.id}.label`, cuisine.label)
    const id = idOrLabel.trim().toLowerCase()
    return isOnboardingCuisine(id)
      ? say(`cuisine.${id}.label`, onboardingCuisineLabel(id) ?? idOrLabel)
      : idOrLabel
  }
  const cuisineDescription = (idOrLabel: string) => {
    const cuisine = cuisineOf(idOrLabel)
    return cuisine ? say(`cuisine.${cuisine.id}.description`, cuisine.description) : ''
  }
  const cuisineTags = (idOrLabel: string): string[] => {
    const cuisine = cuisineOf(idOrLabel)
    return cuisine ? cuisine.tags.map((tag, index) => say(`cuisine.${cuisine.id}.tags.${index}`, tag)) : []
  }
  const cuisineExcludeDescription = (idOrLabel: string) => {
    const cuisine = cuisineOf(idOrLabel)
    return cuisine ? say(`cuisine.${cuisine.id}.excludeDescription`, cuisine.excludeDescription) : ''
  }

  const skillLevel = (id: string) =>
    isSkill(id) ? say(`skill.${id}.label`, SKILL_BY_ID.get(id)?.label ?? id) : id

  const allergenLabel = (id: string) =>
    isAllergen(id) ? say(`allergen.${id}.label`, ALLERGEN_BY_ID.get(id)?.label ?? id) : id
  const sensitivityLabel = (id: string) =>
    isSensitivity(id) ? say(`sensitivity.${id}.label`, SENSITIVITY_BY_ID.get(id)?.label ?? id) : id

  const allergyOption = (list: readonly VocabularyOption[], option: VocabularyOption) => {
    const name = ALLERGY_OPTION_LISTS.get(list)
    return name && list.some((entry) => entry.value === option.value)
      ? say(`allergyOption.${name}.${option.value}`, option.label)
      : option.label
  }

  const hours = (value: number) => t('time.hours', { value })
  const minutesOnly = (value: number) => t('time.minutes', { value })
  const seconds = (value: number) => t('time.seconds', { value })

  /** formatDuration's words: '1 hr 5 min 30 sec', '0 sec'. */
  const duration = (totalSeconds: number) => {
    const whole = Math.round(totalSeconds)
    const h = Math.floor(whole / 3600)
    const m = Math.floor((whole % 3600) / 60)
    const s = whole % 60
    const parts = [h ? hours(h) : '', m ? minutesOnly(m) : '', s ? seconds(s) : '']
    return parts.filter(Boolean).join(' ') || seconds(0)
  }

  /** The step timers' ranges, as step-timers writes them: '10–15 min', '1–2 hr', '1 hr–1 hr 15 min'. */
  const durationRange = (low: number, high: number) => {
    if (low === high) return duration(low)
    if (low % 3600 === 0 && high % 3600 === 0)
      return t('time.hourRange', { low: low / 3600, high: high / 3600 })
    if (low % 60 === 0 && high % 60 === 0 && high < 3600)
      return t('time.minuteRange', { low: low / 60, high: high / 60 })
    if (high < 60) return t('time.secondRange', { low, high })
    return `${duration(low)}–${duration(high)}`
  }

  return {
    /** 'Italian' for 'italian' (or for 'Italian': voting options carry either); unknown text as it is. */
    cuisineLabel,
    cuisineDescription,
    /** The card's three tags. */
    cuisineTags,
    /** What excluding the cuisine means, on the food preferences page. */
    cuisineExcludeDescription,
    /** The contract's cuisine with its words in the person's language. */
    cuisine: (info: CuisineInfo): CuisineInfo => ({
      ...info,
      label: cuisineLabel(info.id),
      description: cuisineDescription(info.id),
      tags: cuisineTags(info.id) as CuisineInfo['tags'],
      excludeDescription: cuisineExcludeDescription(info.id),
    }),

    /** 'Easy', 'Medium', 'Hard' (RECIPE_DIFFICULTIES). */
    difficulty: (value: string) => (isDifficulty(value) ? say(`difficulty.${value}`, value) : value),
    /** 'Beginner' for 'beginner': the cooking skill, and the difficulty meter's level. */
    skillLevel,
    /** "I'm just starting out" (COOKING_SKILL_OPTIONS). */
    skillDescription: (id: string) =>
      isSkill(id) ? say(`skill.${id}.description`, SKILL_BY_ID.get(id)?.description ?? '') : '',
    /** One of DIFFICULTY_LEVELS with its label, time, description and techniques in the person's language. */
    difficultyLevel: (level: DifficultyLevel): DifficultyLevel =>
      isSkill(level.id)
        ? {
            ...level,
            label: skillLevel(level.id),
            cookingTime: say(`difficultyLevel.${level.id}.cookingTime`, level.cookingTime),
            description: say(`difficultyLevel.${level.id}.description`, level.description),
            techniques: level.techniques.map((technique, index) =>
              say(`difficultyLevel.${level.id}.techniques.${index}`, technique),
            ),
          }
        : level,

    /** 'Spring' for 'spring' (SEASON_CARDS). */
    season: (id: string) =>
      isSeason(id) ? say(`season.${id}.label`, SEASON_BY_ID.get(id)?.label ?? id) : id,
    seasonDescription: (id: string) =>
      isSeason(id) ? say(`season.${id}.description`, SEASON_BY_ID.get(id)?.description ?? '') : '',
    /** 'Comforting' for 'comforting' (MOOD_LABELS). */
    mood: (id: string) => (isMood(id) ? say(`mood.${id}`, MOOD_LABELS[id] ?? id) : id),
    /** 'Trending now' for 'trending' (RECOMMENDATION_CATEGORY_LABELS). */
    recommendationCategory: (id: string) =>
      isRecommendationCategory(id)
        ? say(`recommendationCategory.${id}`, RECOMMENDATION_CATEGORY_LABELS[id as 'trending'] ?? id)
        : id,

    /** 'Dairy & Eggs' for 'dairy-eggs'; an unknown aisle is 'Other', as getGroceryAisleLabel says. */
    aisle: (id: string) => {
      const known = isAisle(id) ? id : 'other'
      return say(`aisle.${known}`, getGroceryAisleLabel(known))
    },

    /** 'Tree nuts' for 'tree-nuts' (ALLERGENS); an id the vocabulary does not have, as it is. */
    allergenLabel,
    allergenDescription: (id: string) =>
      isAllergen(id) ? say(`allergen.${id}.description`, ALLERGEN_BY_ID.get(id)?.description ?? '') : '',
    /** 'Lactose' for 'lactose' (SENSITIVITIES). */
    sensitivityLabel,
    sensitivityDescription: (id: string) =>
      isSensitivity(id)
        ? say(`sensitivity.${id}.description`, SENSITIVITY_BY_ID.get(id)?.description ?? '')
        : '',
    /** labelForAllergy in the person's language: a stored entry's allergen, or the free text as typed. */
    allergyEntry: (entry: string) => {
      const english = labelForAllergy(entry)
      const id = ALLERGEN_ID_BY_LABEL.get(english)
      return id ? allergenLabel(id) : english
    },
    /** labelForSensitivity in the person's language: a sensitivity, an allergen, or the free text as typed. */
    sensitivityEntry: (entry: string) => {
      const english = labelForSensitivity(entry)
      const sensitivity = SENSITIVITY_ID_BY_LABEL.get(english)
      if (sensitivity) return sensitivityLabel(sensitivity)
      const allergen = ALLERGEN_ID_BY_LABEL.get(english)
      return allergen ? allergenLabel(allergen) : english
    },
    /** An option of one of the contract's allergy or sensitivity picker lists, e.g. COMMON_ALLERGEN_OPTIONS. */
    allergyOption,
    /** The list with its labels in the person's language (values unchanged). */
    allergyOptions: <Id extends string>(list: readonly VocabularyOption<Id>[]): VocabularyOption<Id>[] =>
      list.map((option) => ({ ...option, label: allergyOption(list, option) })),

    /** 'Low Sodium' for 'low-sodium' (HEALTH_PREFERENCE_OPTIONS); an unknown id as it is. */
    healthPreference: (id: string) =>
      isHealthPreference(id) ? say(`healthPreference.${id}`, labelForHealthPreference(id)) : id,
    /** 'Weight Loss' for 'weight-loss' (every DIETARY_GOAL option list); an unknown id as it is. */
    dietaryGoal: (id: string) => (isDietaryGoal(id) ? say(`dietaryGoal.${id}`, labelForDietaryGoal(id)) : id),

    /** DAY_NAMES: 'Sunday' for 0, as a label starts ('Lunes' in Spanish). */
    dayName: (day: number) => say(`day.${day}`, String(day)),
    /** BUDGET_PER_SERVING's label: '$5-10 per serving', 'No limit'. */
    budget: (range: BudgetRange) => say(`budget.${range}.label`, range),
    /** The label without ' per serving': '$5-10', 'No limit'. */
    budgetAmount: (range: BudgetRange) => say(`budget.${range}.amount`, range),
    /** API_TOKEN_SCOPE_LABELS: 'Read only'. */
    apiTokenScope: (scope: ApiTokenScope) => say(`apiTokenScope.${scope}`, scope),
    /** APP_EXPORT_FORMAT_LABELS: 'Mealie export'. */
    appExportFormat: (format: AppExportFormat) => say(`appExportFormat.${format}`, format),
    /** LIMIT_LABELS: 'Family Groups'. */
    limitKind: (kind: LimitKind) => say(`limitKind.${kind}`, kind),
    /** GATED_FEATURES' labels: 'The Smart Planner'. */
    gatedFeature: (feature: GatedFeature) => say(`gatedFeature.${feature}`, feature),

    /** A step timer's verb ('Bake', or 'Timer' when the step names none), from findStepTimers. */
    /** A step timer's duration as findStepTimers writes it: '10–15 min', '5 min per side'. */
    timerDuration: (timer: Pick<StepTimer, 'seconds' | 'maxSeconds' | 'duration'>) => {
      const range = durationRange(timer.seconds, timer.maxSeconds)
      if (timer.duration.endsWith(' per side')) return t('time.perSide', { duration: range })
      if (timer.duration.endsWith(' per batch')) return t('time.perBatch', { duration: range })
      return range
    },
    /** formatDuration (step-timers): '1 hr 5 min 30 sec'. */
    duration,
    /** formatMinutes (recipe-time): '25 min', '1 hr', '1 hr 40 min'. */
    minutes: (total: number) => {
      if (total < 60) return minutesOnly(total)
      const rest = total % 60
      const whole = hours(Math.floor(total / 60))
      return rest === 0 ? whole : `${whole} ${minutesOnly(rest)}`
    },
    /** formatRating (recipes.constants): '4.5', or 'New' before anyone rated. */
    rating: (averageRating: number | null, totalRatings: number) =>
      averageRating === null || totalRatings === 0
        ? t('rating.new')
        : formatNumber(averageRating, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
            useGrouping: false,
          }),

    /** A sentence the contract or the server says (RECIPE_MESSAGES, ZIP code messages...); other text as it is. */
    message: knownMessage,
  }
}

export type CatalogText = ReturnType<typeof makeCatalogText>

/** The contract's words in the current language; the component shows them again when the language changes. */
export const useCatalogText = (): CatalogText => {
  // t is bound to the language: a new one comes with each language change (and each catalog loaded).
  const { t } = useTranslation('catalog')
  // The server's sentences load apart from the catalog: `message` says them again once they are in.
  const messages = useSyncExternalStore(subscribeToMessages, loadedMessageCount)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `messages` count is what makes them answer anew
  return useMemo(() => makeCatalogText((key, options) => t(key, options)), [t, messages])
}

/**
 * The same words for code outside React (toasts, utilities). It reads the language when called and does not
 * re-render anything: a component should use useCatalogText. The catalog namespace must have loaded (the app
 * loads every namespace after its first paint); before that, the contract's English text shows.
 */
export const catalogText: CatalogText = makeCatalogText((key, options) =>
  i18next.t(key, { ...options, ns: 'catalog' }),
)
