import { useId } from 'react'
import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('recipes')
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-stone-700">
        {t('servingsScaler.servings')}
      </span>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('servingsScaler.fewer')}
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
        aria-label={t('servingsScaler.more')}
        disabled={servings >= MAX_SCALED_SERVINGS}
        onClick={() => onChange(servings + 1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  )
}

const UNIT_SYSTEMS: readonly UnitSystem[] = ['us', 'metric']

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
  const { t } = useTranslation('recipes')
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={isSaving} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-stone-700">
        {t('servingsScaler.units')}
      </span>
      <div className="flex rounded-xl ring-1 ring-stone-200">
        {UNIT_SYSTEMS.map((system) => (
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
            {t(`servingsScaler.system.${system}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
