import { Download, ShieldAlert } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { backupEndpoints } from '@forkcast/contract/backup.endpoints'
import { buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { urlOf } from '@/lib/api-client'
import { cn } from '@/lib/cn'

const LINK_CLASS = cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 whitespace-normal text-left')

/** The command that restores a backup on a new server: the same in every language. */
const RESTORE_COMMAND = 'npm run restore -- backup.zip'

export interface BackupSectionProps {
  /** The groups the person owns; undefined while they load. */
  ownedGroups: Array<{ id: number; name: string }> | undefined
  isAdmin: boolean
  hasLoadError?: boolean
}

/** Download links for a backup of each group the person owns and, for an administrator, of the whole instance. */
export const BackupSection = ({ ownedGroups, isAdmin, hasLoadError = false }: BackupSectionProps) => {
  const { t } = useTranslation('backup')
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        <Trans
          t={t}
          i18nKey="intro"
          values={{ command: RESTORE_COMMAND }}
          components={{ command: <code className="rounded bg-stone-100 px-1 py-0.5 text-stone-800" /> }}
        />
      </p>
      {hasLoadError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('loadError')}
        </p>
      ) : ownedGroups === undefined ? (
        <Spinner className="items-start" label={t('loading')} />
      ) : ownedGroups.length === 0 ? (
        <p className="text-sm text-stone-600">{t('noGroups')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ownedGroups.map((group) => (
            <li key={group.id}>
              <a
                href={urlOf(backupEndpoints.group, { params: { groupId: group.id } })}
                download
                className={LINK_CLASS}
              >
                <Download aria-hidden /> {t('downloadGroup', { name: group.name })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {isAdmin && (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            {t('adminNote')}
          </p>
          <a href={urlOf(backupEndpoints.instance, {})} download className={LINK_CLASS}>
            <Download aria-hidden /> {t('downloadInstance')}
          </a>
        </div>
      )}
    </div>
  )
}
