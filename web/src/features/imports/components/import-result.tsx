import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ImportRecipeResult } from '@forkcast/contract/recipes.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'

/** What the last import found, with the way to the stored recipe. */
export const ImportResult = ({ result }: { result: ImportRecipeResult }) => {
  const { t } = useTranslation('imports')
  const data = result.parsedData
  const facts = [
    { key: 'ingredients', label: t('importResult.ingredients'), value: formatNumber(data.ingredientsCount) },
    { key: 'steps', label: t('importResult.steps'), value: formatNumber(data.instructionsCount) },
    {
      key: 'nutrition',
      label: t('importResult.nutrition'),
      value: data.hasNutrition ? t('importResult.yes') : t('importResult.no'),
    },
    { key: 'tags', label: t('importResult.tags'), value: formatNumber(data.tagsCount) },
  ]
  return (
    <Card
      className="flex flex-col gap-3 border-green-200 bg-green-50 p-4"
      role="status"
      aria-label={t('importResult.label')}
    >
      <div className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
        <div className="min-w-0">
          <p className="break-words font-semibold text-stone-900">{result.title}</p>
          <p className="text-sm text-stone-700">{result.summary}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-xl bg-white px-3 py-2">
            <dt className="text-xs text-stone-500">{fact.label}</dt>
            <dd className="font-semibold text-stone-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.recipe.getHref(result.recipe.id)}
        className={buttonVariants({ size: 'sm', className: 'self-start' })}
      >
        {t('importResult.viewRecipe')}
      </Link>
    </Card>
  )
}
