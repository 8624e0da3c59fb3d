import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { useGroups } from '@/features/groups/api/get-groups'
import { GroupDialogs, type GroupDialogName } from '@/features/groups/components/group-dialogs'
import { GroupsOverview } from '@/features/groups/components/groups-overview'
import { PasskeyOffer } from '@/features/account/components/passkey-offer'
import { DinnerBoardShortcuts } from '@/features/voting/components/dinner-board-shortcuts'
import { ShowMeAroundButton } from '@/features/tours/show-me-around'
import { isNewAccountSession } from '@/lib/toast'
import { DashboardHeader } from '../dashboard-header'
import { QuickActions } from '../quick-actions'

/** Spec 2.3 and 2.4 in one page, at / and /account-dashboard. */
export const DashboardPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const { data: groups } = useGroups()
  const [openDialog, setOpenDialog] = useState<GroupDialogName>(null)
  const hasGroups = (groups ?? user.familyGroups).length > 0

  return (
    <div className="min-h-dvh">
      <DashboardHeader user={user} hasGroups={hasGroups} />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-5 sm:py-8">
        {/* Location is asked only on the way to ordering, and the tour only when asked for (issue 28). */}
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">
            {isNewAccountSession(user.id)
              ? t('dashboard.welcome', { name: user.firstName })
              : t('dashboard.welcomeBack', { name: user.firstName })}
          </h1>
          <p className="mt-1 text-stone-600">{t('dashboard.intro')}</p>
          <ShowMeAroundButton />
        </div>
        {/* With a group, tonight's decision is the main action: its card comes before the shortcuts. */}
        <QuickActions
          className={hasGroups ? 'order-last' : undefined}
          onCreateGroup={() => setOpenDialog('create')}
          onJoinGroup={() => setOpenDialog('join')}
        />
        <section aria-labelledby="family-groups-heading" className="flex flex-col gap-4">
          <h2 id="family-groups-heading" className="text-xl font-bold">
            {t('dashboard.groupsHeading')}
          </h2>
          <GroupsOverview onCreate={() => setOpenDialog('create')} onJoin={() => setOpenDialog('join')} />
        </section>
        {/* After the groups: a family's cuisine vote stays the main way, this skips straight to dishes or places. */}
        <DinnerBoardShortcuts groups={groups ?? user.familyGroups} />
        <PasskeyOffer userId={user.id} />
      </main>
      <GroupDialogs openDialog={openDialog} onOpenDialogChange={setOpenDialog} />
    </div>
  )
}
