import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/cn'

export const Spinner = ({ className, label = 'Loading...' }: { className?: string; label?: string }) => (
  <div
    role="status"
    aria-live="polite"
    className={cn('flex flex-col items-center gap-3 text-stone-600', className)}
  >
    <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
    <span>{label}</span>
  </div>
)

export { FullPageSpinner } from './full-page-spinner'
