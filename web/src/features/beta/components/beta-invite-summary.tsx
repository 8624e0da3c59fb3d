import { useTranslation } from 'react-i18next'
import type { BetaInvite } from '@forkcast/contract/beta.schemas'

export const BetaInviteSummary = ({ invite }: { invite: BetaInvite }) => {
  const { t } = useTranslation('beta')
  return (
    <div className="flex flex-col gap-2 text-center">
      <h1 className="text-2xl font-bold">{t('inviteSummary.heading')}</h1>
      <p className="text-stone-700">{t('inviteSummary.gives', { tierName: invite.tierName })}</p>
    </div>
  )
}
