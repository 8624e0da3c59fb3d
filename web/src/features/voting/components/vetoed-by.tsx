import { useTranslation } from 'react-i18next'
import type { Voter } from '@forkcast/contract/voting.schemas'
import { isCurrentVoter, nameOfVoter } from './voter-avatars'

/** 'Vetoed by Ben', or the person's own veto worded for them. */
export const VetoedBy = ({ voter, currentUserId }: { voter: Voter; currentUserId: number }) => {
  const { t } = useTranslation('voting')
  return isCurrentVoter(currentUserId, voter.id)
    ? t('vetoed.byYou')
    : t('vetoed.by', { name: nameOfVoter(voter, currentUserId, voter.id) })
}
