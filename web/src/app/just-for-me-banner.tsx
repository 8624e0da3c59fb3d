import { ShieldOff } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * Always in view while "Just for me" is on: lists then ignore the family's allergies, which nobody should
 * forget when cooking for them.
 */
export const JustForMeBanner = ({
  onHousehold,
  isSwitching,
}: {
  onHousehold: () => void
  isSwitching: boolean
}) => (
  <div
    role="status"
    className="sticky top-0 z-30 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
  >
    <span className="flex items-center gap-2">
      <ShieldOff aria-hidden className="size-4 shrink-0" />
      Just for me: recipes are checked against your allergies only, not your family’s.
    </span>
    <Button size="sm" variant="secondary" onClick={onHousehold} disabled={isSwitching}>
      Keep my family safe
    </Button>
  </div>
)
