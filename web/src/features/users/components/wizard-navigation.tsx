import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface WizardNavigationProps {
  isFirstStep: boolean
  onPrevious: () => void
  nextLabel: string
  isNextDisabled: boolean
  onNext: () => void
  /** The last step's button finishes rather than moves on, so it has no arrow. */
  isFinishing?: boolean
}

export const WizardNavigation = ({
  isFirstStep,
  onPrevious,
  nextLabel,
  isNextDisabled,
  onNext,
  isFinishing = false,
}: WizardNavigationProps) => (
  <div className="flex items-center justify-between gap-3 border-t border-stone-100 pt-4">
    <Button type="button" variant="secondary" disabled={isFirstStep} onClick={onPrevious}>
      <ChevronLeft aria-hidden /> Previous
    </Button>
    <Button type="button" disabled={isNextDisabled} onClick={onNext}>
      {nextLabel} {isFinishing ? null : <ChevronRight aria-hidden />}
    </Button>
  </div>
)
