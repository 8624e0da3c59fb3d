import { Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { startTour } from './tour-start'

/** The page's tour on request; this button alone never loads the tour library. */
export const ShowMeAroundButton = ({ className }: { className?: string }) => {
  const { t } = useTranslation('tours')
  return (
    <Button variant="link" size="sm" className={cn('px-0', className)} onClick={startTour}>
      <Compass aria-hidden /> {t('showMeAround')}
    </Button>
  )
}
