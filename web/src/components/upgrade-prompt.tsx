import { Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { usePlansHref } from '@/lib/return-to'

const UPGRADE_CODES = ['LIMIT_REACHED', 'TIER_REQUIRED'] as const

/** Whether an API failure means "your plan does not cover this" (shown as an offer, not an error). */
export const isUpgradeError = (error: unknown): error is ApiError =>
  error instanceof ApiError && (UPGRADE_CODES as readonly string[]).includes(error.body?.code ?? '')

interface UpgradePromptProps {
  /** A LIMIT_REACHED or TIER_REQUIRED answer; its message says which plan lifts the limit. */
  error: ApiError
  /** The page's own heading for the offer, e.g. 'Weekly plans are a Premium feature'. */
  title?: string
  className?: string
}

/** What any page shows when the plan stops a request: the server's reason and a way to the plans. */
export const UpgradePrompt = ({ error, title, className }: UpgradePromptProps) => {
  const { t } = useTranslation('common')
  const isLimit = error.body?.code === 'LIMIT_REACHED'
  const plansHref = usePlansHref()
  return (
    <section
      aria-labelledby="upgrade-prompt-heading"
      className={cn(
        'flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5',
        className,
      )}
    >
      <h2
        id="upgrade-prompt-heading"
        className="flex items-center gap-2 text-lg font-semibold text-amber-900"
      >
        <Sparkles aria-hidden className="size-5" />
        {title ?? (isLimit ? t('upgradePrompt.limitReached') : t('upgradePrompt.higherPlan'))}
      </h2>
      <p className="text-sm text-amber-900">{error.serverMessage}</p>
      <Link to={plansHref} className={buttonVariants({ size: 'sm' })}>
        {t('upgradePrompt.seePlans')}
      </Link>
    </section>
  )
}
