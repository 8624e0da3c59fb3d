import { describe, expect, it } from 'vitest'
import {
  ALLERGEN_IDS,
  ALLERGENS,
  COMMON_ALLERGEN_OPTIONS,
  COMMON_SENSITIVITY_OPTIONS,
  ONBOARDING_V1_OPTIONS,
  ONBOARDING_V1_SENSITIVITY_OPTIONS,
  ONBOARDING_V2_ALLERGY_OPTIONS,
  ONBOARDING_V2_SENSITIVITY_OPTIONS,
  SENSITIVITIES,
  SENSITIVITY_IDS,
  labelForAllergy,
  labelForSensitivity,
  normalizeAllergyList,
  normalizeSensitivityList,
  resolveAllergen,
  resolveSensitivity,
  type VocabularyOption,
} from './allergens'
import { allergensOfList, sensitivityTriggersOfList } from './allergen-lists'

function toLabelsAndValues(options: readonly VocabularyOption[]): Array<[string, readonly string[]]> {
  return options.map((option) => [option.label, option.values])
}

describe('UI option lists', () => {
  const onboardingV1: Array<[string, string[]]> = [
    ['Dairy', ['milk']],
    ['Gluten', ['gluten']],
    ['Nuts (tree nuts & peanuts)', ['tree-nuts', 'peanuts']],
    ['Eggs', ['eggs']],
    ['Soy', ['soy']],
    ['Shellfish', ['crustaceans', 'molluscs']],
    ['Fish', ['fish']],
  ]
  const onboardingV1Sensitivities: Array<[string, { sensitivities: string[]; allergens: string[] }]> = [
    ['Avoid dairy', { sensitivities: ['lactose'], allergens: [] }],
    ['Avoid gluten', { sensitivities: ['gluten'], allergens: [] }],
    ['Avoid nuts', { sensitivities: [], allergens: ['tree-nuts', 'peanuts'] }],
    ['Avoid eggs', { sensitivities: [], allergens: ['eggs'] }],
    ['Avoid soy', { sensitivities: [], allergens: ['soy'] }],
    ['Avoid shellfish', { sensitivities: [], allergens: ['crustaceans', 'molluscs'] }],
    ['Avoid fish', { sensitivities: [], allergens: ['fish'] }],
  ]
  const onboardingV2Allergies: Array<[string, string[]]> = [
    ['Peanuts', ['peanuts']],
    ['Tree Nuts', ['tree-nuts']],
    ['Milk', ['milk']],
    ['Eggs', ['eggs']],
    ['Fish', ['fish']],
    ['Shellfish', ['crustaceans', 'molluscs']],
    ['Soy', ['soy']],
    ['Wheat/Gluten', ['wheat', 'gluten']],
    ['Sesame', ['sesame']],
  ]
  const onboardingV2Sensitivities: Array<[string, string[]]> = [
    ['Lactose', ['lactose']],
    ['Gluten', ['gluten']],
    ['Caffeine', ['caffeine']],
    ['Spicy Foods', ['spicy-foods']],
    ['High Sodium', ['high-sodium']],
    ['Artificial Sweeteners', ['artificial-sweeteners']],
    ['MSG', ['msg']],
    ['Sulfites', ['sulphites']],
    ['Food Dyes', ['food-dyes']],
  ]
  const commonAllergens: Array<[string, string[]]> = [
    ['Milk', ['milk']],
    ['Eggs', ['eggs']],
    ['Fish', ['fish']],
    ['Crustaceans (shrimp, crab, lobster)', ['crustaceans']],
    ['Tree nuts', ['tree-nuts']],
    ['Peanuts', ['peanuts']],
    ['Wheat', ['wheat', 'gluten']],
    ['Soybeans', ['soy']],
    ['Sesame', ['sesame']],
    ['Mustard', ['mustard']],
    ['Celery', ['celery']],
    ['Lupin', ['lupin']],
    ['Molluscs (mussels, clams, squid)', ['molluscs']],
    ['Sulphites', ['sulphites']],
  ]
  const commonSensitivities: Array<[string, string[]]> = [
    ['Gluten', ['gluten']],
    ['Lactose', ['lactose']],
    ['Fructose', ['fructose']],
    ['Histamine', ['histamine']],
    ['Caffeine', ['caffeine']],
    ['MSG', ['msg']],
    ['Artificial sweeteners', ['artificial-sweeteners']],
    ['Food coloring', ['food-dyes']],
    ['Preservatives', ['preservatives']],
    ['Spicy foods', ['spicy-foods']],
    ['Citrus', ['citrus']],
    ['Nightshades', ['nightshades']],
    ['FODMAPs', ['fodmaps']],
  ]

  it('offer the options the product spec lists, each storing the expected canonical ids', () => {
    expect(toLabelsAndValues(ONBOARDING_V1_OPTIONS)).toEqual(onboardingV1)
    expect(toLabelsAndValues(ONBOARDING_V2_ALLERGY_OPTIONS)).toEqual(onboardingV2Allergies)
    expect(toLabelsAndValues(ONBOARDING_V2_SENSITIVITY_OPTIONS)).toEqual(onboardingV2Sensitivities)
    expect(toLabelsAndValues(COMMON_ALLERGEN_OPTIONS)).toEqual(commonAllergens)
    expect(toLabelsAndValues(COMMON_SENSITIVITY_OPTIONS)).toEqual(commonSensitivities)
    expect(ONBOARDING_V1_SENSITIVITY_OPTIONS.map((option) => option.label)).toEqual(
      onboardingV1Sensitivities.map(([label]) => label),
    )
  })

  it.each([...onboardingV1, ...onboardingV2Allergies, ...commonAllergens])(
    'resolve the allergy label "%s" to exactly %j',
    (label, ids) => {
      expect(resolveAllergen(label)).toEqual(ids)
    },
  )

  it.each([...onboardingV2Sensitivities, ...commonSensitivities])(
    'resolve the sensitivity label "%s" to exactly %j',
    (label, ids) => {
      expect(resolveSensitivity(label)).toEqual({ sensitivities: ids, allergens: [] })
    },
  )

  it.each(onboardingV1Sensitivities)('resolve the wizard 1 sensitivity "%s" to %j', (label, triggers) => {
    expect(resolveSensitivity(label)).toEqual(triggers)
    const option = ONBOARDING_V1_SENSITIVITY_OPTIONS.find((candidate) => candidate.label === label)
    expect(option?.values).toEqual([...triggers.sensitivities, ...triggers.allergens])
  })

  it('use the first stored id as the value and only canonical ids as values', () => {
    const allergyOptions = [
      ...ONBOARDING_V1_OPTIONS,
      ...ONBOARDING_V2_ALLERGY_OPTIONS,
      ...COMMON_ALLERGEN_OPTIONS,
    ]
    const sensitivityOptions = [...ONBOARDING_V2_SENSITIVITY_OPTIONS, ...COMMON_SENSITIVITY_OPTIONS]
    for (const option of [...allergyOptions, ...sensitivityOptions, ...ONBOARDING_V1_SENSITIVITY_OPTIONS]) {
      expect(option.value).toBe(option.values[0])
    }
    for (const option of allergyOptions) expect(normalizeAllergyList(option.values)).toEqual(option.values)
    for (const option of [...sensitivityOptions, ...ONBOARDING_V1_SENSITIVITY_OPTIONS]) {
      expect(normalizeSensitivityList(option.values)).toEqual(option.values)
    }
  })
})

describe('resolveAllergen', () => {
  it.each(['dairy', 'Milk', 'milk', '  MILK ', 'Dairy products', "cow's milk"])(
    'reads "%s" as milk',
    (text) => {
      expect(resolveAllergen(text)).toEqual(['milk'])
    },
  )

  it.each<[string, string[]]>([
    ['nuts', ['tree-nuts', 'peanuts']],
    ['shellfish', ['crustaceans', 'molluscs']],
    ['Wheat/Gluten', ['wheat', 'gluten']],
    ['wheat / gluten', ['wheat', 'gluten']],
    ['wheat', ['wheat', 'gluten']],
    ['Soybeans', ['soy']],
    ['soya', ['soy']],
    ['tree-nuts', ['tree-nuts']],
    ['Tree nut', ['tree-nuts']],
    ['peanut', ['peanuts']],
    ['Egg', ['eggs']],
    ['sulfites', ['sulphites']],
    ['Mollusks', ['molluscs']],
    ['coeliac', ['gluten']],
    ['seafood', ['fish', 'crustaceans', 'molluscs']],
    ['Gluten-free', ['gluten']],
    ['Peanut allergy', ['peanuts']],
  ])('expands "%s" to %j', (text, ids) => {
    expect(resolveAllergen(text)).toEqual(ids)
  })

  it('keeps lactose a sensitivity rather than an allergen', () => {
    expect(resolveAllergen('lactose')).toEqual([])
    expect(resolveSensitivity('lactose')).toEqual({ sensitivities: ['lactose'], allergens: [] })
  })

  it.each(['kiwi', '', '   ', 'strawberries', 'nutmeg'])('knows nothing about "%s"', (text) => {
    expect(resolveAllergen(text)).toEqual([])
  })

  it('reads every id, label and alias of every allergen back to that allergen', () => {
    for (const entry of ALLERGENS) {
      for (const name of [entry.id, entry.label, ...entry.aliases]) {
        expect(resolveAllergen(name), name).toContain(entry.id)
      }
      const ownIds = entry.id === 'wheat' ? ['wheat', 'gluten'] : [entry.id]
      expect(resolveAllergen(entry.id)).toEqual(ownIds)
      expect(resolveAllergen(entry.label)).toEqual(ownIds)
    }
    expect(ALLERGENS.map((entry) => entry.id)).toEqual(ALLERGEN_IDS)
  })

  it('writes every alias in lower case', () => {
    for (const entry of [...ALLERGENS, ...SENSITIVITIES]) {
      for (const alias of entry.aliases) expect(alias).toBe(alias.toLowerCase())
    }
  })
})

describe('resolveSensitivity', () => {
  it.each<[string, string[]]>([
    ['Food coloring', ['food-dyes']],
    ['Food Dyes', ['food-dyes']],
    ['food-dyes', ['food-dyes']],
    ['Spicy Foods', ['spicy-foods']],
    ['spicy foods', ['spicy-foods']],
    ['Sulfites', ['sulphites']],
    ['sulphites', ['sulphites']],
    ['dairy', ['lactose']],
    ['milk', ['lactose']],
    ['gluten', ['gluten']],
    ['Wheat/Gluten', ['gluten']],
    ['FODMAPs', ['fodmaps']],
    ['msg', ['msg']],
  ])('reads "%s" as the sensitivity %j', (text, sensitivities) => {
    expect(resolveSensitivity(text)).toEqual({ sensitivities, allergens: [] })
  })

  it.each<[string, string[]]>([
    ['nuts', ['tree-nuts', 'peanuts']],
    ['eggs', ['eggs']],
    ['soy', ['soy']],
    ['shellfish', ['crustaceans', 'molluscs']],
    ['fish', ['fish']],
    ['sesame', ['sesame']],
  ])('reads wizard 1 style "%s" as allergens to avoid', (text, allergens) => {
    expect(resolveSensitivity(text)).toEqual({ sensitivities: [], allergens })
  })

  it('reads wheat as a gluten sensitivity plus wheat to avoid', () => {
    expect(resolveSensitivity('wheat')).toEqual({ sensitivities: ['gluten'], allergens: ['wheat'] })
  })

  it('answers nothing for unknown text', () => {
    expect(resolveSensitivity('onions')).toEqual({ sensitivities: [], allergens: [] })
  })

  it('reads every id, label and alias of every sensitivity back to that sensitivity', () => {
    for (const entry of SENSITIVITIES) {
      for (const name of [entry.id, entry.label, ...entry.aliases]) {
        expect(resolveSensitivity(name).sensitivities, name).toContain(entry.id)
      }
      expect(resolveSensitivity(entry.id)).toEqual({ sensitivities: [entry.id], allergens: [] })
    }
    expect(SENSITIVITIES.map((entry) => entry.id)).toEqual(SENSITIVITY_IDS)
  })
})

describe('normalizeAllergyList', () => {
  it('stores recognised entries as canonical ids, in canonical order, before free text', () => {
    expect(normalizeAllergyList(['Sesame', 'kiwi', 'dairy', 'Nuts', 'Shellfish'])).toEqual([
      'milk',
      'crustaceans',
      'molluscs',
      'tree-nuts',
      'peanuts',
      'sesame',
      'kiwi',
    ])
  })

  it('keeps free text as typed, trimmed and with single spaces, in first-seen order', () => {
    expect(normalizeAllergyList(['  Red   food dye ', 'Kiwi fruit', 'strawberries'])).toEqual([
      'Red food dye',
      'Kiwi fruit',
      'strawberries',
    ])
  })

  it('drops empty entries and duplicates, ignoring case', () => {
    expect(normalizeAllergyList(['', '   ', 'Milk', 'milk', 'DAIRY', 'Kiwi', 'kiwi', ' KIWI '])).toEqual([
      'milk',
      'Kiwi',
    ])
  })

  it('expands wheat to wheat and gluten', () => {
    expect(normalizeAllergyList(['Wheat'])).toEqual(['wheat', 'gluten'])
    expect(normalizeAllergyList(['Wheat/Gluten'])).toEqual(['wheat', 'gluten'])
  })

  it('answers an empty list for an empty list', () => {
    expect(normalizeAllergyList([])).toEqual([])
  })
})

describe('normalizeSensitivityList', () => {
  it('stores sensitivity ids, then allergen ids, then free text', () => {
    expect(normalizeSensitivityList(['onions', 'Nuts', 'Food coloring', 'dairy', 'Caffeine'])).toEqual([
      'lactose',
      'caffeine',
      'food-dyes',
      'tree-nuts',
      'peanuts',
      'onions',
    ])
  })

  it('stores one spelling for the same thing', () => {
    expect(
      normalizeSensitivityList(['Food Dyes', 'food coloring', 'Sulfites', 'sulphites', 'Milk', 'dairy']),
    ).toEqual(['lactose', 'food-dyes', 'sulphites'])
  })

  it('collapses wheat to a gluten sensitivity without listing gluten twice', () => {
    expect(normalizeSensitivityList(['wheat', 'gluten'])).toEqual(['gluten', 'wheat'])
  })
})

describe('normalizing a list twice', () => {
  const spellings = [
    ...ALLERGENS.flatMap((entry) => [entry.id, entry.label, ...entry.aliases]),
    ...SENSITIVITIES.flatMap((entry) => [entry.id, entry.label, ...entry.aliases]),
    ...[ONBOARDING_V1_OPTIONS, ONBOARDING_V2_ALLERGY_OPTIONS, COMMON_ALLERGEN_OPTIONS].flatMap((options) =>
      options.map((option) => option.label),
    ),
    'Avoid dairy',
    'Wheat/Gluten',
    '  Kiwi ',
    'kiwi',
    'KIWI',
    'red  food dye',
    'Strawberries',
    '',
    '   ',
    'gluten-free',
    'Peanut allergy',
  ]

  // A seeded generator keeps the property test reproducible without a dependency.
  function createRandom(seed: number): () => number {
    let state = seed
    return () => {
      state = (state * 1664525 + 1013904223) % 4294967296
      return state / 4294967296
    }
  }

  function pickList(random: () => number): string[] {
    const length = Math.floor(random() * 8)
    return Array.from({ length }, () => {
      const spelling = spellings[Math.floor(random() * spellings.length)] ?? ''
      return random() < 0.3 ? spelling.toUpperCase() : spelling
    })
  }

  it('gives the same allergy list as normalizing once', () => {
    const random = createRandom(42)
    for (let run = 0; run < 2000; run++) {
      const list = pickList(random)
      const once = normalizeAllergyList(list)
      expect(normalizeAllergyList(once), JSON.stringify(list)).toEqual(once)
    }
  })

  it('gives the same sensitivity list as normalizing once', () => {
    const random = createRandom(7)
    for (let run = 0; run < 2000; run++) {
      const list = pickList(random)
      const once = normalizeSensitivityList(list)
      expect(normalizeSensitivityList(once), JSON.stringify(list)).toEqual(once)
    }
  })
})

describe('allergensOfList', () => {
  it('answers the canonical allergens of a stored list in canonical order', () => {
    expect(allergensOfList(['sesame', 'milk', 'wheat', 'gluten'])).toEqual([
      'milk',
      'wheat',
      'gluten',
      'sesame',
    ])
  })

  it('reads legacy spellings and free text that names an allergen', () => {
    expect(allergensOfList(['Dairy', 'Almonds', 'prawns', 'kiwi', 'Nuts (tree nuts & peanuts)'])).toEqual([
      'milk',
      'crustaceans',
      'tree-nuts',
      'peanuts',
    ])
  })

  it('answers nothing for free text it cannot place', () => {
    expect(allergensOfList(['kiwi', 'strawberries'])).toEqual([])
  })
})

describe('sensitivityTriggersOfList', () => {
  it('answers sensitivities and allergens to avoid', () => {
    expect(sensitivityTriggersOfList(['tree-nuts', 'lactose', 'Spicy foods', 'onions'])).toEqual({
      sensitivities: ['lactose', 'spicy-foods'],
      allergens: ['tree-nuts'],
    })
  })

  it('reads free text naming an allergen as that allergen, and dairy as lactose', () => {
    expect(sensitivityTriggersOfList(['cashews', 'cheese'])).toEqual({
      sensitivities: ['lactose'],
      allergens: ['tree-nuts'],
    })
  })
})

describe('labels', () => {
  it('shows the canonical label of a stored allergy entry', () => {
    expect(labelForAllergy('tree-nuts')).toBe('Tree nuts')
    expect(labelForAllergy('crustaceans')).toBe('Crustaceans (shrimp, crab, lobster)')
    expect(labelForAllergy('wheat')).toBe('Wheat')
    expect(labelForAllergy('gluten')).toBe('Gluten')
    expect(labelForAllergy('dairy')).toBe('Milk')
  })

  it('shows free text as typed', () => {
    expect(labelForAllergy('Kiwi fruit')).toBe('Kiwi fruit')
    expect(labelForSensitivity(' onions ')).toBe('onions')
  })

  it('shows sensitivity labels, and allergen labels for allergens kept in a sensitivity list', () => {
    expect(labelForSensitivity('food-dyes')).toBe('Food dyes')
    expect(labelForSensitivity('gluten')).toBe('Gluten')
    expect(labelForSensitivity('peanuts')).toBe('Peanuts')
    expect(labelForSensitivity('high-sodium')).toBe('High sodium')
  })

  it('labels every canonical id', () => {
    for (const entry of ALLERGENS) expect(labelForAllergy(entry.id)).toBe(entry.label)
    for (const entry of SENSITIVITIES) expect(labelForSensitivity(entry.id)).toBe(entry.label)
  })
})

describe('one id for sulphites, as for gluten', () => {
  it('uses the id sulphites in both the allergy and the sensitivity lists', () => {
    expect(ALLERGEN_IDS).toContain('sulphites')
    expect(SENSITIVITY_IDS).toContain('sulphites')
    expect(SENSITIVITY_IDS).not.toContain('sulfites')
  })

  it.each(['sulfites', 'Sulfites', 'sulphites', 'Sulphites', 'sulfite', 'sulphite', 'sulfite sensitivity'])(
    'stores "%s", typed in either list, as the one id sulphites',
    (text) => {
      expect(normalizeAllergyList([text])).toEqual(['sulphites'])
      expect(normalizeSensitivityList([text])).toEqual(['sulphites'])
    },
  )

  it('accepts the old sensitivity id sulfites and stores it as sulphites, once beside the new one', () => {
    expect(normalizeSensitivityList(['sulfites'])).toEqual(['sulphites'])
    expect(normalizeSensitivityList(['lactose', 'sulfites', 'sulphites'])).toEqual(['lactose', 'sulphites'])
  })

  it('reads a sulphite named in free text of a sensitivity list as the sulphites sensitivity', () => {
    for (const text of ['sulphur dioxide', 'dry white wine', 'sulfites']) {
      expect(sensitivityTriggersOfList([text]), text).toEqual({ sensitivities: ['sulphites'], allergens: [] })
    }
  })

  it('labels the one id Sulphites as an allergy and Sulfites as a sensitivity, as the spec does', () => {
    expect(labelForAllergy('sulphites')).toBe('Sulphites')
    expect(labelForSensitivity('sulphites')).toBe('Sulfites')
    expect(labelForSensitivity('sulfites')).toBe('Sulfites')
  })
})
