import { ArrowLeft } from 'lucide-react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { PageLayout } from './page-layout'

/** The recipe id in the address, or null when it is not one. */
export const parseRecipeId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Back to the list the recipe was opened from, as it was (query, filters, scroll); else to Recipes. */
export const BackToRecipes = () => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  useLocation()
  // React Router numbers its history entries: above 0, the page before this one is ours (a replace keeps it).
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
  return (
    <Link
      to={paths.recipes.getHref()}
      onClick={(event) => {
        if (!cameFromApp) return
        event.preventDefault()
        void navigate(-1)
      }}
      className={buttonVariants({ variant: 'link', className: 'self-start px-0 print:hidden' })}
    >
      <ArrowLeft aria-hidden /> {cameFromApp ? t('recipePage.back') : t('recipePage.backToRecipes')}
    </Link>
  )
}

/** A page built on one recipe before it has it: not found, a load error with Try again, or loading. */
export const RecipeUnavailable = ({
  recipeId,
  error,
  isRefetching,
  onRetry,
}: {
  recipeId: number | null
  error: unknown
  isRefetching: boolean
  onRetry: () => void
}) => {
  const { t } = useTranslation('shell')
  if (recipeId === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return (
      <PageLayout>
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-xl font-semibold">{t('recipePage.notFound')}</h1>
          <p className="text-stone-600">{t('recipePage.notFoundHint')}</p>
          <BackToRecipes />
        </div>
      </PageLayout>
    )
  if (error)
    return (
      <PageLayout>
        <LoadError title={t('recipePage.loadError')} isRetrying={isRefetching} onRetry={onRetry} />
      </PageLayout>
    )
  return (
    <PageLayout>
      <Spinner className="py-16" label={t('recipePage.loading')} />
    </PageLayout>
  )
}
