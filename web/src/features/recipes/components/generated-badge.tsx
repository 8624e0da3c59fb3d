import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Marks a recipe the language model wrote for this request, so nobody mistakes it for a tested one. */
export const GeneratedBadge = () => {
  const { t } = useTranslation('recipes')
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
      <Sparkles aria-hidden className="size-3" /> {t('generatedBadge')}
    </span>
  )
}
