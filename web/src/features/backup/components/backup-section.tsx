import { Download, ShieldAlert } from 'lucide-react'
import { backupEndpoints } from '@forkcast/contract/backup.endpoints'
import { buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { urlOf } from '@/lib/api-client'
import { cn } from '@/lib/cn'

const LINK_CLASS = cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 whitespace-normal text-left')

export interface BackupSectionProps {
  /** The groups the person owns; undefined while they load. */
  ownedGroups: Array<{ id: number; name: string }> | undefined
  isAdmin: boolean
  hasLoadError?: boolean
}

/** Download links for a backup of each group the person owns and, for an administrator, of the whole instance. */
export const BackupSection = ({ ownedGroups, isAdmin, hasLoadError = false }: BackupSectionProps) => (
  <div className="flex flex-col gap-4">
    <p className="text-sm text-stone-600">
      One zip file with your household: members and their settings and allergies, your recipes and photos,
      plans, shopping lists and favorites. To bring it back on a new Forkcast, run{' '}
      <code className="rounded bg-stone-100 px-1 py-0.5 text-stone-800">npm run restore -- backup.zip</code>{' '}
      there before anyone signs up; members then choose a new password with “Forgot password”.
    </p>
    {hasLoadError ? (
      <p role="alert" className="text-sm text-red-700">
        Your groups could not be loaded. Reload the page to try again.
      </p>
    ) : ownedGroups === undefined ? (
      <Spinner className="items-start" label="Loading your groups…" />
    ) : ownedGroups.length === 0 ? (
      <p className="text-sm text-stone-600">
        Only a group’s owner can back it up, and you don’t own a group yet.
      </p>
    ) : (
      <ul className="flex flex-col gap-2">
        {ownedGroups.map((group) => (
          <li key={group.id}>
            <a
              href={urlOf(backupEndpoints.group, { params: { groupId: group.id } })}
              download
              className={LINK_CLASS}
            >
              <Download aria-hidden /> Download a backup of {group.name}
            </a>
          </li>
        ))}
      </ul>
    )}
    {isAdmin && (
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <p className="flex items-start gap-2 text-sm text-stone-600">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          As an administrator you can also save every account, password hashes included: keep that file
          somewhere safe.
        </p>
        <a href={urlOf(backupEndpoints.instance, {})} download className={LINK_CLASS}>
          <Download aria-hidden /> Download a backup of the whole instance
        </a>
      </div>
    )}
  </div>
)
