import { LIMIT_LABELS, isUnlimited, type LimitKind } from '@forkcast/contract/subscriptions.schemas'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { formatLimit, usageLevel } from '../utils/format-plan'

const BAR_TONE = { green: 'bg-green-600', yellow: 'bg-yellow-500', red: 'bg-red-600' } as const

interface UsageCardProps {
  kind: LimitKind
  used: number
  limit: number
}

/** One Current Usage card: used, limit and a bar coloured by how much is used. */
export const UsageCard = ({ kind, used, limit }: UsageCardProps) => {
  const { percent, tone } = usageLevel(used, limit)
  const label = LIMIT_LABELS[kind]
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="text-sm font-semibold text-stone-700">{label}</h3>
      <p className="text-2xl font-bold text-stone-900">
        {used}
        <span className="text-base font-medium text-stone-500">
          {' '}
          / {isUnlimited(limit) ? 'Unlimited' : formatLimit(kind, limit)}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${used} of ${isUnlimited(limit) ? 'unlimited' : limit}`}
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
