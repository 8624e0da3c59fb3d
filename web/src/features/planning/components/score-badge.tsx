import { cn } from '@/lib/cn'

/** Spec 9: the smart score's colour changes at 85, 70 and 55. */
const scoreTone = (score: number) =>
  score >= 85
    ? 'bg-green-100 text-green-800'
    : score >= 70
      ? 'bg-lime-100 text-lime-800'
      : score >= 55
        ? 'bg-amber-100 text-amber-800'
        : 'bg-stone-100 text-stone-700'

export const ScoreBadge = ({ score }: { score: number }) => (
  <span className={cn('rounded-full px-2.5 py-1 text-sm font-bold', scoreTone(score))}>{score} / 100</span>
)
