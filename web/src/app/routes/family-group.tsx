import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useGroup } from '@/features/groups/api/get-group'
import { GroupDetails } from '@/features/groups/components/group-details'
import { GroupNotFound } from '@/features/groups/components/group-not-found'
import { WebhooksCard } from '@/features/webhooks/components/webhooks-card'
import { ApiError } from '@/lib/api-client'
import { PageLayout } from '../page-layout'

const parseGroupId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)

export const FamilyGroupPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const groupId = parseGroupId(useParams().groupId)
  const navigate = useNavigate()
  const { data: group, error, refetch, isRefetching } = useGroup(groupId)

  // Checked before `group`: after being removed, the cached copy must not keep showing.
  if (groupId === null || isNotFound(error)) {
    return (
      <PageLayout>
        <GroupNotFound />
      </PageLayout>
    )
  }
  if (group) {
    return (
      <PageLayout>
        <GroupDetails
          group={group}
          currentUserId={user.id}
          onLeft={() => void navigate(paths.family.getHref(), { replace: true })}
        />
        {group.isOwner ? (
          <div className="mt-6">
            <WebhooksCard groupId={group.id} />
          </div>
        ) : null}
      </PageLayout>
    )
  }
  if (error) {
    return (
      <PageLayout>
        <LoadError
          title={t('familyGroup.loadFailed')}
          isRetrying={isRefetching}
          onRetry={() => void refetch()}
        />
      </PageLayout>
    )
  }
  return (
    <PageLayout>
      <Spinner className="py-16" label={t('familyGroup.loading')} />
    </PageLayout>
  )
}
