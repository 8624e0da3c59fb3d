import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Sparkles } from 'lucide-react'
import { GATED_FEATURES, planIncludes, type GatedFeature } from '@forkcast/contract/subscriptions.schemas'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogText } from '@/lib/catalog-text'
import { usePlansHref } from '@/lib/return-to'
import { useSubscriptionInfo } from '../api/get-subscription-info'
import { useTiers } from '../api/get-tiers'

/**
 * Shows a paid feature only when the plan that applies in the group includes it; otherwise the offer comes
 * first, never a form that ends in a refusal. The server still decides every request.
 */
export const PlanGate = ({
  feature,
  groupId,
  children,
}: {
  feature: GatedFeature
  groupId: number
  children: ReactNode
}) => {
  const { t } = useTranslation('subscriptions')
  const words = useCatalogText()
  const info = useSubscriptionInfo({ groupId })
  const tiers = useTiers()
  const plansHref = usePlansHref()
  if (info.isPending) return <Spinner className="py-16" label={t('planGate.checking')} />
  if (info.isError)
    return (
      <LoadError
        title={t('planGate.loadError')}
        isRetrying={info.isFetching}
        onRetry={() => void info.refetch()}
      />
    )
  if (planIncludes(info.data, feature)) return children
  const { label: englishLabel, minimumTier } = GATED_FEATURES[feature]
  // The feature's name starts the heading ('The Smart Planner', 'El planificador inteligente'); a plural name
  // ('AI Recommendations') takes a plural verb in each language.
  const label = words.gatedFeature(feature)
  const planName = tiers.data?.[minimumTier].name ?? minimumTier
  return (
    <section
      aria-labelledby="plan-gate-heading"
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="plan-gate-heading" className="flex items-center gap-2 text-lg font-semibold text-amber-900">
        <Sparkles aria-hidden className="size-5" />
        {englishLabel.endsWith('s')
          ? t('planGate.headingPlural', { feature: label, plan: planName })
          : t('planGate.heading', { feature: label, plan: planName })}
      </h2>
      <p className="text-sm text-amber-900">
        {t('planGate.body', { plan: planName, feature: t(`planGate.featureInSentence.${feature}`) })}
      </p>
      <Link to={plansHref} className={buttonVariants({ size: 'sm' })}>
        {t('planGate.seePlans')}
      </Link>
    </section>
  )
}
