import { Navigate, useParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import type { VotingCategory } from '@forkcast/contract/voting.schemas'
import { paths } from '@/config/paths'
import { LiveBoard } from '@/features/voting/components/live-board'
import { useDailyResetNotice } from '@/features/voting/api/use-daily-reset-notice'
import { readChosenFoodType, readDecisionGroup } from '@/lib/decision-flow'
import { PageLayout } from '../page-layout'
import { RedirectWithToast } from '../redirect-with-toast'

const CATEGORIES: readonly string[] = ['cuisine', 'cooking', 'ordering']
const isCategory = (value: string | undefined): value is VotingCategory => CATEGORIES.includes(value ?? '')

/** /elimination/{category}[/{serviceType}[/{styleType}]] with the spec's redirects. */
export const EliminationPage = ({ user }: { user: User }) => {
  const { category, serviceType, styleType } = useParams()
  useDailyResetNotice(user)
  const group = readDecisionGroup()
  if (!isCategory(category)) return <Navigate to={paths.chooseMealType.getHref()} replace />
  if (!group)
    return (
      <RedirectWithToast
        to={paths.home.getHref()}
        title="No group selected"
        description="Choose a group on the dashboard first."
      />
    )
  const chosen = readChosenFoodType()
  if (category === 'ordering' && !serviceType && chosen)
    return <Navigate to={paths.eliminationService.getHref('ordering', chosen.id)} replace />
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
