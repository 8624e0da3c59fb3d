import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ExternalLink } from 'lucide-react'
import type { SharedRecipe } from '@forkcast/contract/recipe-sharing.schemas'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSharedRecipe } from '@/features/recipes/api/share-recipe'
import { PrintRecipeButton } from '@/features/recipes/components/print-recipe-button'
import { formatMinutes, formatServings } from '@/features/recipes/utils/format-recipe'
import { ApiError } from '@/lib/api-client'
import { useCatalogText } from '@/lib/catalog-text'
import { Logo } from '../logo'

/** Just the name of the app: whoever opens a shared recipe may have no account. */
const SharedLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('app')
  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Link to={paths.home.getHref()} aria-label={t('shared.forkcastHome')} className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">{children}</main>
    </div>
  )
}

/** /shared/recipes/{token}: a recipe someone shared, read-only, for anyone signed in or not. */
export const SharedRecipePage = () => {
  const { t } = useTranslation('app')
  const token = useParams().token ?? ''
  const recipe = useSharedRecipe(token)
  if (recipe.data) return <SharedLayout>{<SharedRecipeView recipe={recipe.data} />}</SharedLayout>
  if (recipe.error instanceof ApiError && recipe.error.status >= 400 && recipe.error.status < 500)
    return (
      <SharedLayout>
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-xl font-semibold">{t('sharedRecipe.notShared')}</h1>
          <p className="text-stone-600">{t('sharedRecipe.notSharedText')}</p>
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            {t('shared.goToForkcast')}
          </Link>
        </div>
      </SharedLayout>
    )
  if (recipe.isError)
    return (
      <SharedLayout>
        <LoadError
          title={t('sharedRecipe.openFailed')}
          isRetrying={recipe.isFetching}
          onRetry={() => void recipe.refetch()}
        />
      </SharedLayout>
    )
  return (
    <SharedLayout>
      <Spinner className="py-16" label={t('sharedRecipe.opening')} />
    </SharedLayout>
  )
}

const SharedRecipeView = ({ recipe }: { recipe: SharedRecipe }) => {
  const { t } = useTranslation('app', { keyPrefix: 'sharedRecipe' })
  const catalog = useCatalogText()
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{recipe.title}</h1>
        <p className="text-sm text-stone-600">{catalog.cuisineLabel(recipe.cuisine)}</p>
        {recipe.description ? <p className="text-stone-700">{recipe.description}</p> : null}
      </header>
      {recipe.imageUrl ? (
        <img
          src={recipe.imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="max-h-96 w-full rounded-2xl object-cover"
        />
      ) : null}
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-stone-50 p-3 text-center text-sm">
        <div>
          <dt className="text-stone-500">{t('prepTime')}</dt>
          <dd className="font-semibold text-stone-900">{formatMinutes(recipe.prepTimeMinutes, catalog)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('cookTime')}</dt>
          <dd className="font-semibold text-stone-900">{formatMinutes(recipe.cookTimeMinutes, catalog)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('servings')}</dt>
          <dd className="font-semibold text-stone-900">{formatServings(recipe.servings, recipe.yields)}</dd>
        </div>
      </dl>
      <div className="print:hidden">
        <PrintRecipeButton />
      </div>
      <section aria-labelledby="shared-ingredients">
        <h2 id="shared-ingredients" className="text-lg font-semibold text-stone-900">
          {t('ingredients', { total: recipe.ingredients.length })}
        </h2>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-stone-800">
          {recipe.ingredients.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shared-instructions">
        <h2 id="shared-instructions" className="text-lg font-semibold text-stone-900">
          {t('instructions', { count: recipe.instructions.length })}
        </h2>
        <ol className="mt-2 flex list-decimal flex-col gap-3 pl-5 text-stone-800">
          {recipe.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </section>
      {recipe.sourceUrl ? <SourceCredit recipe={recipe} sourceUrl={recipe.sourceUrl} /> : null}
      <p className="text-sm text-stone-500 print:hidden">
        {t('sharedWith')}{' '}
        <Link to={paths.home.getHref()} className="text-brand-700 underline-offset-4 hover:underline">
          {t('tryForkcast')}
        </Link>
      </p>
    </article>
  )
}

/** An imported recipe keeps its source and its author's name wherever it is shown. */
const SourceCredit = ({ recipe, sourceUrl }: { recipe: SharedRecipe; sourceUrl: string }) => {
  const { t } = useTranslation('app', { keyPrefix: 'sharedRecipe' })
  return (
    <p className="text-sm text-stone-700">
      {recipe.author ? `${t('recipeBy', { author: recipe.author })} ` : null}
      <a
        href={sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
      >
        {recipe.siteName ? t('originalRecipeOn', { site: recipe.siteName }) : t('originalRecipe')}
        <ExternalLink className="size-3.5" aria-hidden />
      </a>
    </p>
  )
}
