import { Layers } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { FreeTierNotice } from '@/features/imports/components/free-tier-notice'
import { ImportedRecipeList } from '@/features/imports/components/imported-recipe-list'
import { RecipeImporter } from '@/features/imports/components/recipe-importer'
import { SupportedSourcesNote } from '@/features/imports/components/supported-sources-note'
import { PageLayout } from '../page-layout'

/** Spec 2 recipe import page: free-tier notice, URL import, the user's imported recipes, supported sources. */
export const RecipeImportPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'recipeImport' })
  return (
    <PageLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold">{t('title')}</h1>
            <p className="mt-1 text-stone-600">{t('intro')}</p>
          </div>
          <Link
            to={paths.recipeImportBulk.getHref()}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Layers aria-hidden /> {t('bulk')}
          </Link>
        </header>
        <FreeTierNotice />
        <RecipeImporter />
        <section aria-labelledby="imported-recipes-heading" className="flex flex-col gap-2">
          <h2 id="imported-recipes-heading" className="text-lg font-semibold">
            {t('imported')}
          </h2>
          <ImportedRecipeList />
        </section>
        <SupportedSourcesNote />
      </div>
    </PageLayout>
  )
}
