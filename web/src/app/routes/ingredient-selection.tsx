import { useState } from 'react'
import { Search } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { CustomIngredientInput } from '@/features/recipes/components/custom-ingredient-input'
import { useGroupAllergies } from '@/features/recipes/api/get-group-allergies'
import { IngredientCategorySection } from '@/features/recipes/components/ingredient-category-section'
import {
  INGREDIENT_CATEGORIES,
  SELECTED_INGREDIENTS_KEY,
  addIngredient,
  ingredientName,
} from '@/features/recipes/utils/ingredient-categories'
import { warnIngredient } from '@/features/recipes/utils/ingredient-allergy-warning'
import { readIngredientCuisine } from '@/features/recipes/utils/ingredient-context'
import { useCatalogText } from '@/lib/catalog-text'
import { notifyError } from '@/lib/toast'
import { PageLayout } from '../page-layout'
import { useAudienceGroupId } from '../use-decision-group'

/** Text to search in: lower case and without accents, so 'limon' finds 'Limón'. */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase()

/** Spec 2: tick what is in the kitchen, then find recipes that use it for the chosen cuisine and group. */
export const IngredientSelectionPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app', { keyPrefix: 'ingredientSelection' })
  const { t: tRecipes } = useTranslation('recipes')
  const catalog = useCatalogText()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [cuisine] = useState(() => readIngredientCuisine(searchParams))
  const audienceGroupId = useAudienceGroupId(user)
  // Spec 2: without a cuisine the page falls back to All Cuisines for the user alone.
  const groupId = cuisine ? audienceGroupId : 0
  const [selected, setSelected] = useState<string[]>([])
  const [filter, setFilter] = useState('')
  // Without the allergies the page still works; it just cannot warn.
  const allergies = useGroupAllergies(groupId)
  const warningFor = (name: string) => warnIngredient(name, allergies.data)
  const isListed = (name: string) =>
    INGREDIENT_CATEGORIES.some((category) =>
      category.ingredients.some((item) => item.toLowerCase() === name.toLowerCase()),
    )
  // The English name (sent to the server) or the one shown: a Spanish cook typing 'pollo' finds Chicken.
  const wanted = searchable(filter.trim())
  const matches = (name: string) =>
    searchable(name).includes(wanted) || searchable(ingredientName(name, tRecipes)).includes(wanted)
  const categories = INGREDIENT_CATEGORIES.map((category) => ({
    ...category,
    ingredients: category.ingredients.filter(matches),
  })).filter((category) => category.ingredients.length > 0)
  const isSelected = (name: string) => selected.some((item) => item.toLowerCase() === name.toLowerCase())
  const toggle = (name: string) =>
    setSelected((current) =>
      isSelected(name)
        ? current.filter((item) => item.toLowerCase() !== name.toLowerCase())
        : [...current, name],
    )

  const findRecipes = () => {
    if (selected.length === 0) {
      notifyError(t('selectTitle'), t('selectText'))
      return
    }
    localStorage.setItem(SELECTED_INGREDIENTS_KEY, JSON.stringify(selected))
    void navigate(
      cuisine
        ? paths.recipes.getHref({ cuisine: cuisine.id, ingredients: selected, groupId })
        : paths.recipes.getHref({ ingredients: selected, groupId }),
    )
  }

  return (
    <PageLayout>
      <div className="flex flex-col gap-6 pb-24">
        <header>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-stone-600">
            <Trans
              t={t}
              i18nKey="intro"
              values={{ cuisine: cuisine ? catalog.cuisineLabel(cuisine.id) : t('allCuisines') }}
              components={{ strong: <strong /> }}
            />
          </p>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ingredient-filter">{t('search')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-3.5 size-4 text-stone-400"
                aria-hidden
              />
              <Input
                id="ingredient-filter"
                type="search"
                className="pl-9"
                placeholder={t('searchPlaceholder')}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
          </div>
          <CustomIngredientInput onAdd={(name) => setSelected((current) => addIngredient(current, name))} />
        </div>
        {selected.length > 0 ? (
          <section aria-label={t('selectedLabel')} className="flex flex-col gap-2">
            <h2 className="text-sm font-medium text-stone-700">
              {t('selected', { total: selected.length })}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {selected.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                    aria-label={t('remove', { name: ingredientName(name, tRecipes) })}
                    onClick={() => toggle(name)}
                  >
                    {ingredientName(name, tRecipes)} ×
                  </button>
                  {/* Own ingredients have no tick box to warn beside, so the chip carries it. */}
                  {!isListed(name) && warningFor(name) ? (
                    <p role="alert" className="mt-1 text-xs text-red-800">
                      {warningFor(name)}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {categories.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700" role="status">
            {t('noMatch', { filter: filter.trim() })}
          </p>
        ) : (
          categories.map((category) => (
            <IngredientCategorySection
              key={category.id}
              label={category.label}
              ingredients={category.ingredients}
              isSelected={isSelected}
              onToggle={toggle}
              warningFor={warningFor}
            />
          ))
        )}
      </div>
      <div className="fixed inset-x-0 bottom-0 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-6xl justify-end">
          <Button size="lg" className="w-full sm:w-auto" onClick={findRecipes}>
            {t('find', { total: selected.length })}
          </Button>
        </div>
      </div>
    </PageLayout>
  )
}
