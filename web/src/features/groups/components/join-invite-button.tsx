import { useIsMutating } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { JOIN_GROUP_MUTATION_KEY } from '../api/join-group'
import { useJoinByInvite } from '../hooks/use-join-by-invite'

interface JoinInviteButtonProps {
  code: string
  groupName: string
  disabled?: boolean
}

export const JoinInviteButton = ({ code, groupName, disabled = false }: JoinInviteButtonProps) => {
  const { t } = useTranslation('groups')
  const joinByInvite = useJoinByInvite()
  // A join started elsewhere (the pending invite after sign-in) also counts.
  const isJoining = useIsMutating({ mutationKey: JOIN_GROUP_MUTATION_KEY }) > 0
  return (
    <Button
      size="lg"
      className="h-auto min-h-12 w-full whitespace-normal py-3"
      disabled={disabled || isJoining}
      onClick={() => void joinByInvite(code)}
    >
      <UserPlus aria-hidden /> {isJoining ? t('joining') : t('joinInvite.join', { name: groupName })}
    </Button>
  )
}
