import { useRef, useState } from 'react'
import { Link2, Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { CollectionFiltersForm } from '@/features/recipes/components/collection-filters-form'
import { RecipeCollection } from '@/features/recipes/components/recipe-collection'
import { RecipeFormDialog } from '@/features/recipes/components/recipe-form-dialog'
import {
  readCollectionFilters,
  writeCollectionFilters,
  type CollectionFilters,
} from '@/features/recipes/utils/collection-filters'
import { PageLayout } from '../page-layout'
import { useAudienceGroupId } from '../use-decision-group'

const NO_FILTERS: CollectionFilters = {
  q: undefined,
  cuisine: undefined,
  source: undefined,
  difficulty: undefined,
}

/** The user's collection, where their own recipes are edited and deleted. */
export const RecipeManagerPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app', { keyPrefix: 'recipeManager' })
  const [searchParams, setSearchParams] = useSearchParams()
  const groupId = useAudienceGroupId(user)
  const filters = readCollectionFilters(searchParams)
  // Patches the newest address, not the one this render saw: two quick changes must not undo each other
  // (react-router's functional update also sees the render's value).
  const latestParams = useRef(searchParams)
  latestParams.current = searchParams
  const applyFilters = (patch: CollectionFilters) => {
    const current = latestParams.current
    const next = writeCollectionFilters(current, { ...readCollectionFilters(current), ...patch })
    latestParams.current = next
    // A filter changes the list in place: the page stays where the reader is.
    setSearchParams(next, { preventScrollReset: true })
  }
  const [isCreating, setCreating] = useState(false)
  return (
    <PageLayout>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold">{t('title')}</h1>
            <p className="mt-1 text-stone-600">{t('intro')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden /> {t('create')}
            </Button>
            <Link to={paths.recipeImport.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              <Link2 aria-hidden /> {t('import')}
            </Link>
            <Link to={paths.recipes.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              <Search aria-hidden /> {t('browse')}
            </Link>
          </div>
        </header>
        <CollectionFiltersForm filters={filters} onChange={applyFilters} />
        <RecipeCollection
          groupId={groupId}
          filters={filters}
          onClearFilters={() => applyFilters(NO_FILTERS)}
          onCreate={() => setCreating(true)}
        />
      </div>
      <RecipeFormDialog open={isCreating} onOpenChange={setCreating} />
    </PageLayout>
  )
}
