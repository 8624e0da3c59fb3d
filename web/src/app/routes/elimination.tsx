import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { getCuisine } from '@forkcast/contract/cuisines'
import type { User } from '@forkcast/contract/users.schemas'
import { SERVICE_TYPES, type ServiceType, type VotingCategory } from '@forkcast/contract/voting.schemas'
import { Spinner } from '@/components/ui/spinner'
import { CUISINE_PARAM, paths } from '@/config/paths'
import { ShowMeAroundButton } from '@/features/tours/show-me-around'
import { LocationPermissionDialog } from '@/features/location/components/location-permission-dialog'
import { LOCATION_MAX_AGE_MS, rememberLocation, requestPosition } from '@/features/location/geolocation'
import type { StoredLocation } from '@/features/location/location'
import { notifyError } from '@/lib/toast'
import { LiveBoard } from '@/features/voting/components/live-board'
import { useDailyResetNotice } from '@/features/voting/api/use-daily-reset-notice'
import { BoardDecisionActions } from '../board-decision-actions'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'
import { useSearchLocation } from '@/features/location/use-search-location'

const CATEGORIES: readonly string[] = ['cuisine', 'cooking', 'ordering']
const isCategory = (value: string | undefined): value is VotingCategory => CATEGORIES.includes(value ?? '')
const isServiceType = (value: string | undefined): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value ?? '')

/**
 * /elimination/{category}[/{serviceType}[/{styleType}]][?cuisine=] with the spec's redirects. A cooking or
 * ordering board narrows to the decided cuisine in ?cuisine= (none: every cuisine).
 */
export const EliminationPage = ({ user }: { user: User }) => {
  const { category, serviceType, styleType } = useParams()
  const [searchParams] = useSearchParams()
  useDailyResetNotice(user)
  const { group, isNamed } = useDecisionGroup(user)
  if (!isCategory(category)) return <Navigate to={paths.chooseMealType.getHref(group?.id)} replace />
  // No group of theirs in the address: say so here and let them pick one (or decide alone) without a detour.
  if (!group) return <GroupPickerPage user={user} isNamed={isNamed} />
  const cuisine = category === 'cuisine' ? null : getCuisine(searchParams.get(CUISINE_PARAM) ?? '')
  if (category === 'ordering' && !isServiceType(serviceType)) {
    // Places are searched for one service; an older address put the cuisine there (/elimination/ordering/thai).
    const wanted = getCuisine(serviceType ?? '') ?? cuisine
    return (
      <Navigate
        to={paths.diningServiceSelection.getHref(group.id, { forBoard: true, cuisine: wanted?.id })}
        replace
      />
    )
  }
  const board: ComponentProps<typeof LiveBoard> = {
    user,
    group,
    category,
    serviceType,
    diningType: styleType,
    cuisineId: cuisine?.id,
    isGroupOwner: user.familyGroups.some((candidate) => candidate.id === group.id && candidate.isOwner),
    renderDecisionActions: (option) => (
      <BoardDecisionActions option={option} user={user} groupId={group.id} />
    ),
  }
  const key = `${group.id}-${category}-${serviceType ?? ''}-${cuisine?.id ?? ''}`
  return (
    <PageLayout>
      {/* Mostly in the page's top padding, so the board keeps its place near the top. */}
      <div className="-mt-6 mb-2 flex justify-end">
        <ShowMeAroundButton />
      </div>
      {category === 'ordering' ? <OrderingBoard key={key} {...board} /> : <LiveBoard key={key} {...board} />}
    </PageLayout>
  )
}

/** An ordering board searches from the starter's position, found as the restaurant results page finds it. */
const OrderingBoard = (board: ComponentProps<typeof LiveBoard>) => {
  const { t } = useTranslation('app')
  const { state, dialogProps } = useSearchLocation(board.user.zipCode)
  const [located, setLocated] = useState<StoredLocation | null>(null)
  const [isLocating, setLocating] = useState(false)
  const locate = async () => {
    setLocating(true)
    try {
      const position = await requestPosition({ maximumAge: LOCATION_MAX_AGE_MS })
      rememberLocation(position)
      setLocated(position)
    } catch (error) {
      // The location errors are written for people ('Location access was denied...').
      notifyError(
        t('shared.locationUnavailable'),
        error instanceof Error ? error.message : t('elimination.unableToLocate'),
      )
    } finally {
      setLocating(false)
    }
  }
  if (state.status === 'checking' || state.status === 'prompt')
    return (
      <>
        <LocationPermissionDialog {...dialogProps} />
        <Spinner className="py-20" label={t('shared.findingWhereYouAre')} />
      </>
    )
  // A ZIP code alone is sent as it is: the server starts from its centre.
  const position = located ?? (state.status === 'resolved' ? state.location : undefined)
  return <LiveBoard {...board} position={position} locate={{ isLocating, onLocate: () => void locate() }} />
}
