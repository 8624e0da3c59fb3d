import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import type { InvitePreview } from '@forkcast/contract/groups.schemas'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useGroups } from '../api/get-groups'
import { JoinInviteButton } from './join-invite-button'

interface JoinInviteActionProps {
  code: string
  preview: InvitePreview
}

/** Signed in: join with one click, or go straight to the group when already in it. */
export const JoinInviteAction = ({ code, preview }: JoinInviteActionProps) => {
  const { t } = useTranslation('groups')
  const { data: groups, isPending } = useGroups()
  if (isPending) return <Spinner label={t('joinInvite.checking')} />
  const existing = groups?.find((group) => group.inviteCode === code)
  if (existing) return <Navigate to={paths.familyGroup.getHref(existing.id)} replace />
  return <JoinInviteButton code={code} groupName={preview.groupName} disabled={preview.isFull} />
}
