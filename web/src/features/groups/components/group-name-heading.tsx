import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { Pencil } from 'lucide-react'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import { GROUP_NAME_MAX_LENGTH } from '@forkcast/contract/groups.constants'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { notify } from '@/lib/toast'
import { useRenameGroup } from '../api/rename-group'

/** The group's name as the page heading; the owner can edit it in place. */
export const GroupNameHeading = ({ group }: { group: FamilyGroup }) => {
  const [draft, setDraft] = useState<string | null>(null)
  const renameGroup = useRenameGroup(group.id)

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <h1 className="min-w-0 break-words text-3xl font-bold text-stone-900">{group.name}</h1>
        {group.isOwner ? (
          <Button variant="ghost" size="icon" aria-label="Rename group" onClick={() => setDraft(group.name)}>
            <Pencil aria-hidden />
          </Button>
        ) : null}
      </div>
    )
  }

  const trimmed = draft.trim()
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed) return
    if (trimmed === group.name) {
      setDraft(null)
      return
    }
    try {
      await renameGroup.mutateAsync(trimmed)
      notify({ title: 'Updated successfully', description: `The group is now called ${trimmed}.` })
      setDraft(null)
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDraft(null)
  }

  return (
    <form onSubmit={(event) => void save(event)} className="flex w-full flex-col gap-2 sm:flex-row">
      <h1 className="sr-only">{group.name}</h1>
      <Input
        aria-label="Group name"
        autoFocus
        maxLength={GROUP_NAME_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={cancelOnEscape}
        className="text-lg font-semibold sm:max-w-md"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!trimmed || renameGroup.isPending}>
          {renameGroup.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
