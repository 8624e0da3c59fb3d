import { LinkIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GUEST_LINK_ENDED_MESSAGE } from '@forkcast/contract/voting.schemas'

/** A guest link that no longer opens a board: its round ended, it was ended, or a day went by. */
export const GuestLinkEnded = () => {
  const { t } = useTranslation('voting')
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <LinkIcon className="size-12 text-brand-700" aria-hidden />
      <h1 className="text-2xl font-bold text-stone-900">{t('guestLinkEnded.heading')}</h1>
      <p className="max-w-sm text-stone-600">{GUEST_LINK_ENDED_MESSAGE}</p>
    </div>
  )
}
