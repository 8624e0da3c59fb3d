import { useId } from 'react'
import { KeyRound } from 'lucide-react'
import type { CreatedApiToken } from '@forkcast/contract/api-tokens.schemas'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** The one showing of a new token's secret, with a Copy button. */
export const NewApiTokenNotice = ({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) => {
  const inputId = useId()
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <p id={`${inputId}-title`} className="flex items-center gap-2 font-semibold text-green-900">
        <KeyRound aria-hidden className="size-4" /> “{created.name}” is ready
      </p>
      <p className="text-sm text-green-900">
        Copy this token now and keep it somewhere safe: it will not be shown again.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Your new token</Label>
        <div className="flex items-center gap-2">
          <Input
            id={inputId}
            readOnly
            value={created.token}
            className="font-mono"
            onFocus={(event) => event.target.select()}
          />
          <CopyButton
            text={created.token}
            label="Copy token"
            copiedDescription="Paste it into your script or app."
          />
        </div>
      </div>
      <Button variant="secondary" size="sm" className="self-start" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  )
}
