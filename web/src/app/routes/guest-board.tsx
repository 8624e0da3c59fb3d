import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { ChipGroup } from '@/features/users/components/chip-group'
import { useGuestBoard, useGuestInvitation } from '@/features/voting/api/guest-board'
import { GuestBoardView } from '@/features/voting/components/guest-board-view'
import { GuestInvitationSummary } from '@/features/voting/components/guest-invitation-summary'
import { GuestJoinForm } from '@/features/voting/components/guest-join-form'
import { GuestLinkEnded } from '@/features/voting/components/guest-link-ended'
import { ApiError } from '@/lib/api-client'
import { Logo } from '../logo'

/** Just the name of the app: a guest has no pages to go to but this one. */
const GuestLayout = ({ children }: { children: ReactNode }) => (
  <div className="min-h-dvh">
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
        <Logo />
      </div>
    </header>
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>
  </div>
)

// A 4xx is a link that no longer opens anything (ended, or mistyped); anything else may pass on a retry.
const isLinkGone = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500

/** /guest/{token}: no account. A guest who already joined (their cookie) sees the board, anyone else the join form. */
export const GuestBoardPage = () => {
  const { t } = useTranslation('app')
  const token = useParams().token ?? ''
  const board = useGuestBoard({ isLive: true, token })
  const invitation = useGuestInvitation(token, { enabled: board.data === null })

  if (board.isError)
    return (
      <GuestLayout>
        <LoadError
          title={t('guestBoard.voteFailed')}
          isRetrying={board.isFetching}
          onRetry={() => void board.refetch()}
        />
      </GuestLayout>
    )
  if (board.data === undefined) return <GuestSpinner />
  if (board.data)
    return (
      <GuestLayout>
        <GuestBoardView />
      </GuestLayout>
    )
  if (isLinkGone(invitation.error))
    return (
      <GuestLayout>
        <GuestLinkEnded />
      </GuestLayout>
    )
  if (invitation.isError)
    return (
      <GuestLayout>
        <LoadError
          title={t('guestBoard.invitationFailed')}
          isRetrying={invitation.isFetching}
          onRetry={() => void invitation.refetch()}
        />
      </GuestLayout>
    )
  if (!invitation.data) return <GuestSpinner />
  return (
    <GuestLayout>
      <Card className="mx-auto flex max-w-lg flex-col gap-6 p-5 sm:p-8">
        <GuestInvitationSummary invitation={invitation.data} />
        <GuestJoinForm token={token} AllergyChips={ChipGroup} />
      </Card>
    </GuestLayout>
  )
}

const GuestSpinner = () => {
  const { t } = useTranslation('app')
  return (
    <GuestLayout>
      <Spinner className="py-20" label={t('guestBoard.opening')} />
    </GuestLayout>
  )
}
