import { useTranslation } from 'react-i18next'
import { isUnlimited, type LimitKind } from '@forkcast/contract/subscriptions.schemas'
import { Card } from '@/components/ui/card'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { formatLimit, usageLevel } from '../utils/format-plan'

const BAR_TONE = { green: 'bg-green-600', yellow: 'bg-yellow-500', red: 'bg-red-600' } as const

interface UsageCardProps {
  kind: LimitKind
  used: number
  limit: number
}

/** One Current Usage card: used, limit and a bar coloured by how much is used. */
export const UsageCard = ({ kind, used, limit }: UsageCardProps) => {
  const { t } = useTranslation('subscriptions')
  const words = useCatalogText()
  const { percent, tone } = usageLevel(used, limit)
  const label = words.limitKind(kind)
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="text-sm font-semibold text-stone-700">{label}</h3>
      <p className="text-2xl font-bold text-stone-900">
        {formatNumber(used)}
        <span className="text-base font-medium text-stone-500"> / {formatLimit(kind, limit)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('usageCard.used', { label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={
          isUnlimited(limit)
            ? t('usageCard.valueUnlimited', { used: formatNumber(used) })
            : t('usageCard.value', { used: formatNumber(used), limit: formatNumber(limit) })
        }
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-100"
      >
        <div
          data-tone={tone}
          className={cn('h-full rounded-full transition-[width]', BAR_TONE[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </Card>
  )
}
