import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { InvitePreview } from '@forkcast/contract/groups.schemas'

/** Who invited you where: the heading of the invite page. */
export const InviteSummary = ({ preview }: { preview: InvitePreview }) => {
  const { t } = useTranslation('groups')
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-700">
        {t('inviteSummary.invited')}
      </p>
      <h1 className="break-words text-3xl font-extrabold text-stone-900">{preview.groupName}</h1>
      <p className="flex items-center gap-1 text-stone-600">
        <Users className="size-4" aria-hidden /> {t('inviteSummary.deciding', { count: preview.memberCount })}
      </p>
      {preview.isFull ? (
        <p
          role="alert"
          className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('inviteSummary.full')}
        </p>
      ) : null}
    </div>
  )
}
