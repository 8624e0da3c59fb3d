import { useMemo } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { getCuisine } from '@forkcast/contract/cuisines'
import { SERVICE_TYPES, type FoodOption, type ServiceType } from '@forkcast/contract/voting.schemas'
import { useCatalogText, type CatalogText } from '@/lib/catalog-text'

type OptionText = Pick<FoodOption, 'id' | 'label' | 'description' | 'tags' | 'recipe' | 'place'>

/** A cuisine card (cuisine boards): its words come from the catalog by its id, not from the server's English. */
const cuisineIdOf = (option: OptionText) =>
  option.recipe || option.place ? null : (getCuisine(option.id)?.id ?? null)

/** Dine in, takeout or delivery (the service options the server lists). */
const serviceTypeOf = (option: OptionText): ServiceType | null =>
  option.recipe || option.place
    ? null
    : (SERVICE_TYPES as readonly string[]).includes(option.id)
      ? (option.id as ServiceType)
      : null

/**
 * An option's words in the person's language: a cuisine's or a service's from the catalogs, by id; a recipe's
 * or a restaurant's name is its own and reads as it is.
 */
const optionWords = (catalog: CatalogText, t: TFunction<'voting'>) => ({
  label: (option: OptionText) => {
    const cuisine = cuisineIdOf(option)
    if (cuisine) return catalog.cuisineLabel(cuisine)
    const service = serviceTypeOf(option)
    return service ? t(`serviceOptions.option.${service}.label`) : option.label
  },
  description: (option: OptionText) => {
    const cuisine = cuisineIdOf(option)
    if (cuisine) return catalog.cuisineDescription(cuisine)
    const service = serviceTypeOf(option)
    return service ? t(`serviceOptions.option.${service}.description`) : option.description
  },
  /** The card's tags, in the order (and number) the option lists them. */
  tags: (option: OptionText): string[] => {
    const cuisine = cuisineIdOf(option)
    const words = cuisine ? catalog.cuisineTags(cuisine) : []
    return option.tags.map((tag, index) => words[index] ?? tag)
  },
})

export type OptionWords = ReturnType<typeof optionWords>

/** optionWords for a component: the words change with the language. */
export const useOptionWords = (): OptionWords => {
  const catalog = useCatalogText()
  const { t } = useTranslation('voting')
  return useMemo(() => optionWords(catalog, t), [catalog, t])
}
