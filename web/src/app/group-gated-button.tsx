import { useId, type ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'

interface GroupGatedButtonProps {
  icon: LucideIcon
  label: string
  hasGroups: boolean
  onUse: () => void
  /** Shown after the label, e.g. a Premium badge or a lock. */
  extra?: ReactNode
}

/**
 * A feature that needs a group (spec 6). Without one it looks disabled but stays focusable and
 * clickable, so keyboard and touch users also learn why: a tooltip, a description and a toast.
 */
export const GroupGatedButton = ({ icon: Icon, label, hasGroups, onUse, extra }: GroupGatedButtonProps) => {
  const { t } = useTranslation('shell')
  const descriptionId = useId()
  const needsGroup = t('groupGatedButton.needsGroup')
  const explain = () => notify({ title: needsGroup, description: t('groupGatedButton.explain') })

  const button = (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={!hasGroups}
      aria-describedby={hasGroups ? undefined : descriptionId}
      className={cn(!hasGroups && 'cursor-not-allowed opacity-50')}
      onClick={hasGroups ? onUse : explain}
    >
      <Icon aria-hidden /> {label} {extra}
    </Button>
  )
  if (hasGroups) return button
  return (
    <>
      <Tooltip content={needsGroup}>{button}</Tooltip>
      <span id={descriptionId} className="sr-only">
        {needsGroup}
      </span>
    </>
  )
}
