import { ShieldOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
}) => {
  const { t } = useTranslation('shell')
  return (
    <div
      role="status"
      className="sticky top-0 z-30 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <span className="flex items-center gap-2">
        <ShieldOff aria-hidden className="size-4 shrink-0" />
        {t('justForMe.notice')}
      </span>
      <Button size="sm" variant="secondary" onClick={onHousehold} disabled={isSwitching}>
        {t('justForMe.keepFamilySafe')}
      </Button>
    </div>
  )
}
