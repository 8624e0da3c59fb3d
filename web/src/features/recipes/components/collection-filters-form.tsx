import { useState, type FormEvent } from 'react'
import { Search, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CUISINES } from '@forkcast/contract/cuisines'
import {
  COLLECTION_SOURCES,
  MAX_SEARCH_LENGTH,
  RECIPE_DIFFICULTIES,
  type CollectionSource,
  type RecipeDifficulty,
} from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useCatalogText } from '@/lib/catalog-text'
import { hasCollectionFilters, type CollectionFilters } from '../utils/collection-filters'
import { Select } from './form-controls'

interface CollectionFiltersFormProps {
  filters: CollectionFilters
  /** Called with only what changed; an undefined value removes that filter. */
  onChange: (patch: CollectionFilters) => void
}

const orUndefined = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  allowed.find((item) => item === value)

/** Search by name plus cuisine, difficulty and source; the search applies on Enter, the lists at once. */
export const CollectionFiltersForm = ({ filters, onChange }: CollectionFiltersFormProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const [text, setText] = useState(filters.q ?? '')
  const [shownQ, setShownQ] = useState(filters.q)
  // The address can change under the form (back button): show what it now says.
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setText(filters.q ?? '')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    onChange({ q: q === '' ? undefined : q })
  }
  return (
    <form
      role="search"
      aria-label={t('collectionFilters.formLabel')}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="collection-search">{t('collectionFilters.searchLabel')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-3.5 size-4 text-stone-400"
              aria-hidden
            />
            <Input
              id="collection-search"
              type="search"
              className="pl-9"
              placeholder={t('collectionFilters.searchPlaceholder')}
              maxLength={MAX_SEARCH_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit">{t('collectionFilters.search')}</Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="collection-cuisine">{t('collectionFilters.cuisine')}</Label>
          <Select
            id="collection-cuisine"
            value={filters.cuisine ?? ''}
            onChange={(event) => onChange({ cuisine: event.target.value || undefined })}
          >
            <option value="">{t('collectionFilters.allCuisines')}</option>
            {CUISINES.map((cuisine) => (
              <option key={cuisine.id} value={cuisine.id}>
                {words.cuisineLabel(cuisine.id)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="collection-difficulty">{t('collectionFilters.difficulty')}</Label>
          <Select
            id="collection-difficulty"
            value={filters.difficulty ?? ''}
            onChange={(event) =>
              onChange({
                difficulty: orUndefined<RecipeDifficulty>(RECIPE_DIFFICULTIES, event.target.value),
              })
            }
          >
            <option value="">{t('collectionFilters.anyDifficulty')}</option>
            {RECIPE_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {words.difficulty(difficulty)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="collection-source">{t('collectionFilters.source')}</Label>
          <Select
            id="collection-source"
            value={filters.source ?? ''}
            onChange={(event) =>
              onChange({
                source: orUndefined<CollectionSource>(COLLECTION_SOURCES, event.target.value),
              })
            }
          >
            <option value="">{t('collectionFilters.everywhere')}</option>
            {COLLECTION_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`collectionSources.${source}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {hasCollectionFilters(filters) ? (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('')
              onChange({ q: undefined, cuisine: undefined, source: undefined, difficulty: undefined })
            }}
          >
            <X aria-hidden /> {t('collectionFilters.clear')}
          </Button>
        </div>
      ) : null}
    </form>
  )
}
