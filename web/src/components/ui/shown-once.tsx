import { useId, type ReactNode } from 'react'
import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { CopyButton } from './copy-button'
import { Input } from './input'
import { Label } from './label'

interface ShownOnceProps {
  /** What was made ("“Home script” is ready"); left out where the card around it already says so. */
  title?: ReactNode
  /** The field's label: "Your new token". */
  label: string
  /** The secret or private link, shown this one time. */
  value: string
  copyLabel: string
  copiedDescription: string
  /** Why it must be copied now and who may have it. */
  warning: ReactNode
  /** Further actions beside Done (open the link in an app…). */
  actions?: ReactNode
  doneLabel?: string
  onDone: () => void
}

/**
 * A secret the server keeps only as a hash (API token, webhook signing secret, calendar link), the one time it
 * can be seen: selected on focus, with Copy, and a warning said by the field it concerns.
 */
export const ShownOnce = ({
  title,
  label,
  value,
  copyLabel,
  copiedDescription,
  warning,
  actions,
  doneLabel,
  onDone,
}: ShownOnceProps) => {
  const { t } = useTranslation('common')
  const id = useId()
  return (
    <div
      role="status"
      aria-labelledby={title ? `${id}-title` : undefined}
      className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      {title ? (
        <p id={`${id}-title`} className="flex items-center gap-2 font-medium text-stone-900">
          <KeyRound className="size-4 text-amber-700" aria-hidden /> {title}
        </p>
      ) : null}
      <Label htmlFor={`${id}-value`}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={`${id}-value`}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
          aria-describedby={`${id}-warning`}
        />
        <CopyButton text={value} label={copyLabel} copiedDescription={copiedDescription} />
      </div>
      <p id={`${id}-warning`} className="text-sm text-amber-900">
        {warning}
      </p>
      <div className="flex flex-wrap gap-2">
        {actions}
        <Button variant="secondary" size="sm" onClick={onDone}>
          {doneLabel ?? t('done')}
        </Button>
      </div>
    </div>
  )
}
