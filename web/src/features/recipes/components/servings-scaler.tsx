import { useId } from 'react'
import { Minus, Plus } from 'lucide-react'
import { MAX_SCALED_SERVINGS, MIN_SCALED_SERVINGS, type UnitSystem } from '@forkcast/contract/recipe-scaling'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** − servings + : every amount in the ingredient list follows the number shown. */
export const ServingsScaler = ({
  servings,
  onChange,
}: {
  servings: number
  onChange: (servings: number) => void
}) => {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-stone-700">
        Servings
      </span>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Fewer servings"
        disabled={servings <= MIN_SCALED_SERVINGS}
        onClick={() => onChange(servings - 1)}
      >
        <Minus aria-hidden />
      </Button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold text-stone-900">
        {servings}
      </output>
      <Button
        variant="secondary"
        size="icon"
        aria-label="More servings"
        disabled={servings >= MAX_SCALED_SERVINGS}
        onClick={() => onChange(servings + 1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  )
}

const SYSTEM_LABELS: Record<UnitSystem, string> = { us: 'US', metric: 'Metric' }

/** US / Metric: how amounts are shown; the choice is saved for the person, on every device. */
export const UnitSystemSwitch = ({
  value,
  onChange,
  isSaving = false,
}: {
  value: UnitSystem
  onChange: (system: UnitSystem) => void
  isSaving?: boolean
}) => {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={isSaving} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-stone-700">
        Units
      </span>
      <div className="flex rounded-xl ring-1 ring-stone-200">
        {(Object.keys(SYSTEM_LABELS) as UnitSystem[]).map((system) => (
          <button
            key={system}
            type="button"
            aria-pressed={value === system}
            onClick={() => value !== system && onChange(system)}
            className={cn(
              'h-10 px-3 text-sm font-semibold first:rounded-l-xl last:rounded-r-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              value === system ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 hover:bg-stone-100',
            )}
          >
            {SYSTEM_LABELS[system]}
          </button>
        ))}
      </div>
    </div>
  )
}
