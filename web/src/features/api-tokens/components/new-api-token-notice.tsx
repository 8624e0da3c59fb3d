import type { CreatedApiToken } from '@forkcast/contract/api-tokens.schemas'
import { ShownOnce } from '@/components/ui/shown-once'

/** The one showing of a new token's secret, with a Copy button. */
export const NewApiTokenNotice = ({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) => (
  <ShownOnce
    title={<>“{created.name}” is ready</>}
    label="Your new token"
    value={created.token}
    copyLabel="Copy token"
    copiedDescription="Paste it into your script or app."
    warning="Copy this token now and keep it somewhere safe: it will not be shown again."
    doneLabel="I have copied it"
    onDone={onDone}
  />
)
