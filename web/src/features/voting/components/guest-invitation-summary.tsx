import type { TFunction } from 'i18next'
import { Vote } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GuestInvitation } from '@forkcast/contract/voting.schemas'
import { useCatalogText, type CatalogText } from '@/lib/catalog-text'
import { formatDate } from '@/lib/format'

const formatTime = (iso: string) => formatDate(iso, { weekday: 'short', hour: 'numeric', minute: '2-digit' })

/** What the group is deciding, in words: 'what to cook (Thai)'. */
const describeQuestion = (
  { category, cuisineLabel }: GuestInvitation,
  t: TFunction<'voting'>,
  catalog: CatalogText,
) => {
  const question = t(`guestInvitation.question.${category}`)
  if (category === 'cuisine' || !cuisineLabel) return question
  return t('guestInvitation.questionWithCuisine', { question, cuisine: catalog.cuisineLabel(cuisineLabel) })
}

/** Who invited the guest to which decision, and until when the link works. */
export const GuestInvitationSummary = ({ invitation }: { invitation: GuestInvitation }) => {
  const { t } = useTranslation('voting')
  const catalog = useCatalogText()
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Vote className="size-6" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{invitation.groupName}</h1>
      <p className="text-stone-700">
        {t('guestInvitation.invited', {
          name: invitation.invitedBy,
          question: describeQuestion(invitation, t, catalog),
        })}
      </p>
      <p className="text-sm text-stone-500">
        {t('guestInvitation.worksUntil', { time: formatTime(invitation.expiresAt) })}
      </p>
    </div>
  )
}
