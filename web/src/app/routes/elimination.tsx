import { Navigate, useParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import type { VotingCategory } from '@forkcast/contract/voting.schemas'
import { paths } from '@/config/paths'
import { LiveBoard } from '@/features/voting/components/live-board'
import { useDailyResetNotice } from '@/features/voting/api/use-daily-reset-notice'
import { readChosenFoodType } from '@/lib/decision-flow'
import { PageLayout } from '../page-layout'
import { RedirectWithToast } from '../redirect-with-toast'
import { useDecisionGroup } from '../use-decision-group'

const CATEGORIES: readonly string[] = ['cuisine', 'cooking', 'ordering']
const isCategory = (value: string | undefined): value is VotingCategory => CATEGORIES.includes(value ?? '')

/** /elimination/{category}[/{serviceType}[/{styleType}]] with the spec's redirects. */
export const EliminationPage = ({ user }: { user: User }) => {
  const { category, serviceType, styleType } = useParams()
  useDailyResetNotice(user)
  const { group, isNamed } = useDecisionGroup(user)
  if (!isCategory(category)) return <Navigate to={paths.chooseMealType.getHref(group?.id)} replace />
  // The dashboard lists the user's groups: the place to pick one when the address names none of theirs.
  if (!group)
    return (
      <RedirectWithToast
        to={paths.home.getHref()}
        title={isNamed ? 'Group not found' : 'No group selected'}
        description={
          isNamed
            ? 'That group is not one of yours. Choose a group on the dashboard.'
            : 'Choose a group on the dashboard first.'
        }
      />
    )
  const chosen = readChosenFoodType()
  if (category === 'ordering' && !serviceType && chosen)
    return <Navigate to={paths.eliminationService.getHref('ordering', chosen.id, group.id)} replace />
  return (
    <PageLayout>
      <LiveBoard
        key={`${group.id}-${category}-${serviceType ?? ''}`}
        user={user}
        group={group}
        category={category}
        serviceType={serviceType}
        diningType={styleType}
      />
    </PageLayout>
  )
}
