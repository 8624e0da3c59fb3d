import { CreateGroupDialog } from './create-group-dialog'
import { JoinGroupDialog } from './join-group-dialog'

export type GroupDialogName = 'create' | 'join' | null

interface GroupDialogsProps {
  openDialog: GroupDialogName
  onOpenDialogChange: (dialog: GroupDialogName) => void
}

/** The Create Group and Join Group dialogs; at most one is open. */
export const GroupDialogs = ({ openDialog, onOpenDialogChange }: GroupDialogsProps) => (
  <>
    <CreateGroupDialog
      open={openDialog === 'create'}
      onOpenChange={(open) => onOpenDialogChange(open ? 'create' : null)}
    />
    <JoinGroupDialog
      open={openDialog === 'join'}
      onOpenChange={(open) => onOpenDialogChange(open ? 'join' : null)}
    />
  </>
)
