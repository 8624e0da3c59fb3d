import { Compass } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { startTour } from './tour-start'

/** The page's tour on request; this button alone never loads the tour library. */
export const ShowMeAroundButton = ({ className }: { className?: string }) => (
  <Button variant="link" size="sm" className={cn('px-0', className)} onClick={startTour}>
    <Compass aria-hidden /> Show me around
  </Button>
)
