import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useGroups } from '../api/get-groups'
import { GroupList } from './group-list'
import { GroupsEmptyState } from './groups-empty-state'

interface GroupsOverviewProps {
  onCreate: () => void
  onJoin: () => void
}

/** The user's groups with their loading, error and empty states. */
export const GroupsOverview = ({ onCreate, onJoin }: GroupsOverviewProps) => {
  const { t } = useTranslation('groups')
  const { data: groups, isError, refetch, isRefetching } = useGroups()
  // A failed background refetch keeps showing the groups we already have.
  if (groups) {
    return groups.length === 0 ? (
      <GroupsEmptyState onCreate={onCreate} onJoin={onJoin} />
    ) : (
      <GroupList groups={groups} />
    )
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-stone-700">{t('overview.loadError')}</p>
        <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  // As tall as a group's card on a phone, so the page below does not jump when the groups arrive.
  return <Spinner className="min-h-72 justify-center py-10" label={t('overview.loading')} />
}
