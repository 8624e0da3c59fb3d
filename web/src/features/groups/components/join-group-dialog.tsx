import { useState, type FormEvent } from 'react'
import { INVALID_INVITE_CODE_MESSAGE, INVITE_CODE_LENGTH } from '@forkcast/contract/groups.constants'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { notify, notifyError } from '@/lib/toast'
import { useJoinGroup } from '../api/join-group'
import { isValidInviteCodeLength, normalizeInviteCodeInput } from '../utils/normalize-invite-code'

interface JoinGroupDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const JoinGroupDialog = ({ open, onOpenChange }: JoinGroupDialogProps) => {
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | undefined>()
  const joinGroup = useJoinGroup()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidInviteCodeLength(code)) {
      setCodeError(INVALID_INVITE_CODE_MESSAGE)
      notifyError('Invalid Code', INVALID_INVITE_CODE_MESSAGE)
      return
    }
    try {
      const group = await joinGroup.mutateAsync(code.trim())
      notify({ title: 'Success', description: `You joined ${group.name}.` })
      setCode('')
      onOpenChange(false)
    } catch (error) {
      // Other failures were toasted by the query client's mutation cache.
      setCodeError(getFieldErrors(error).inviteCode)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Join Group"
      description="Enter the 8-character invite code someone in the group shared with you."
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <Field
          label="Invite code"
          placeholder="ABCD2345"
          hint={`${code.length}/${INVITE_CODE_LENGTH} characters`}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase tracking-widest"
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(normalizeInviteCodeInput(event.target.value))
            setCodeError(undefined)
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={joinGroup.isPending}>
            {joinGroup.isPending ? 'Joining...' : 'Join Group'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
