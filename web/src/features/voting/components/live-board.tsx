import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getCuisine, type CuisineId } from '@forkcast/contract/cuisines'
import type { User } from '@forkcast/contract/users.schemas'
import {
  mapsSearchUrl,
  type FoodOption,
  type SessionEvent,
  type SessionSnapshot,
  type VotingCategory,
} from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { storeChosenFoodType } from '@/lib/decision-flow'
import type { DecisionGroup } from '@/lib/decision-group'
import { ApiError } from '@/lib/api-client'
import { useCatalogText, type CatalogText } from '@/lib/catalog-text'
import { i18next } from '@/lib/i18n'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useOnlineStatus } from '@/lib/use-online-status'
import {
  sessionQueryKey,
  useBoardAction,
  useResetSession,
  useSessionSnapshot,
  useStartSession,
} from '../api/session-board'
import { useLiveSession } from '../api/use-live-session'
import { BoardStartProblem, type BoardStartProblemKind } from './board-start-problem'
import { EliminationBoard } from './elimination-board'
import { InviteGuestButton } from './invite-guest'
import { OpenBoardOffer, openBoardOf } from './open-board-offer'
import { useOptionWords } from './use-option-words'
import { boardHref } from '@/lib/board-href'

const SUBMIT_TOAST_MS = 4000

/** Where the starter is: coordinates, or only the ZIP code of their profile (the server finds its centre). */
type Position = { latitude: number; longitude: number } | { zipCode: string }

interface LiveBoardProps {
  user: User
  group: DecisionGroup
  category: VotingCategory
  serviceType?: string
  diningType?: string
  /** Cooking and ordering: the decided cuisine the board narrows to (none: every cuisine). */
  cuisineId?: CuisineId
  /** Ordering: where the starter is, as the restaurant search resolves it (spec 4's order). */
  position?: Position
  /** What to do with a decided recipe or restaurant (composed by the page from other features). */
  renderDecisionActions?: (option: FoodOption) => ReactNode
  /** The group's owner may invite guests to this board (grandma, a friend at dinner). */
  isGroupOwner?: boolean
  /** Ordering without a position: ask the device for one. */
  locate?: { isLocating: boolean; onLocate: () => void }
}

/** Which start failure leaves a way on rather than a retry: no map service, nothing open, no safe recipe. */
const problemOf = (
  error: unknown,
  { category, hasPosition }: { category: VotingCategory; hasPosition: boolean },
): BoardStartProblemKind | null => {
  if (!(error instanceof ApiError) || category === 'cuisine') return null
  if (error.status === 502 && error.body?.code === 'PROVIDER_UNAVAILABLE') return 'no-map-service'
  if (error.status === 400 && category === 'ordering' && !hasPosition) return 'needs-location'
  if (error.status !== 404 || error.body?.code !== 'NOT_FOUND') return null
  return category === 'ordering' ? 'nothing-open' : 'no-safe-recipes'
}

const START_PROBLEM_REASONS = {
  cuisine: ['nothingOpenCuisine', 'noPlacesCuisine', 'noSafeRecipesCuisine', 'needsLocation'],
  any: ['nothingOpen', 'noPlaces', 'noSafeRecipes', 'needsLocation'],
} as const

/**
 * Why the board could not start, in the person's language. The server says it in English: one of its known
 * sentences (the English catalog holds them) is said again with the cuisine's name in the person's language.
 */
const startProblemMessage = (
  text: string,
  cuisineId: CuisineId | undefined,
  t: TFunction<'voting'>,
  catalog: CatalogText,
) => {
  const cuisine = cuisineId ? getCuisine(cuisineId) : null
  const english = i18next.getFixedT('en', 'voting')
  for (const key of cuisine ? START_PROBLEM_REASONS.cuisine : START_PROBLEM_REASONS.any) {
    if (english(`startProblem.reason.${key}`, { cuisine: cuisine?.label }) === text)
      return t(`startProblem.reason.${key}`, { cuisine: cuisine ? catalog.cuisineLabel(cuisine.id) : '' })
  }
  return catalog.message(text)
}

/** Joins (or starts) the group's board and keeps it live for every member. */
export const LiveBoard = ({
  user,
  group,
  category,
  serviceType,
  diningType,
  cuisineId,
  position,
  renderDecisionActions,
  locate,
  isGroupOwner,
}: LiveBoardProps) => {
  const { t } = useTranslation('voting')
  const catalog = useCatalogText()
  const words = useOptionWords()
  const navigate = useNavigate()
  // Set only when the person chose to start over on the group's open board for another wish.
  const [replace, setReplace] = useState(false)
  const start = useStartSession({
    groupId: group.id,
    category,
    serviceType,
    diningType,
    cuisineId,
    ...position,
    ...(replace ? { replace } : {}),
  })
  const sessionId = start.data ?? null
  const queryClient = useQueryClient()
  /** 'Sofia added Pad Thai': named once the fresh board has the card (a list change may also remove some). */
  const announceAddedOption = async (boardId: number, event: SessionEvent) => {
    const key = sessionQueryKey(boardId)
    const isNew = (snapshot?: SessionSnapshot) =>
      !snapshot?.session.options.some((option) => option.id === event.optionId)
    if (!isNew(queryClient.getQueryData<SessionSnapshot>(key))) return
    await queryClient.refetchQueries({ queryKey: key, exact: true })
    const added = queryClient
      .getQueryData<SessionSnapshot>(key)
      ?.session.options.find((option) => option.id === event.optionId)
    if (added)
      notify({ title: t('liveBoard.optionAdded', { name: event.actorName, option: words.label(added) }) })
  }
  const onEvent = (event: SessionEvent) => {
    const isMine = event.user.id === user.id
    if (event.action === 'options') {
      if (!isMine && event.optionId && sessionId !== null) void announceAddedOption(sessionId, event)
      return
    }
    if (event.action === 'reset') {
      // Every member hears who cleared the board, so nobody wonders where the result went.
      notify({
        title: isMine ? t('liveBoard.newRoundYou') : t('liveBoard.newRound', { name: event.actorName }),
      })
      return
    }
    if (event.action !== 'submit') return
    notify({
      title: isMine ? t('liveBoard.submittedYou') : t('liveBoard.submitted', { name: event.actorName }),
      duration: SUBMIT_TOAST_MS,
    })
  }
  const { isLive: isStreamOpen } = useLiveSession(sessionId, onEvent)
  const isOnline = useOnlineStatus()
  const isLive = isStreamOpen && isOnline
  const board = useSessionSnapshot(sessionId, { isLive })
  const action = useBoardAction(sessionId ?? 0, { isLive })
  const reset = useResetSession(sessionId ?? 0)

  const cookBoard = (cuisine?: string) =>
    navigate(paths.elimination.getHref('cooking', group.id, { cuisine }))
  const placesBoard = (cuisine?: string) =>
    navigate(paths.diningServiceSelection.getHref(group.id, { forBoard: true, cuisine }))
  const openBoard = openBoardOf(start.error)
  if (openBoard)
    return (
      <OpenBoardOffer
        openBoard={openBoard}
        wanted={{ category, cuisineId }}
        isReplacing={replace}
        onContinue={() => void navigate(boardHref({ ...openBoard, groupId: group.id }), { replace: true })}
        onReplace={() => setReplace(true)}
      />
    )
  const problem = problemOf(start.error, { category, hasPosition: position !== undefined })
  if (problem && start.error instanceof ApiError) {
    const cuisineLabel = cuisineId && getCuisine(cuisineId) ? catalog.cuisineLabel(cuisineId) : undefined
    const serverMessage = start.error.body?.issues?.[0]?.message ?? start.error.serverMessage
    return (
      <BoardStartProblem
        kind={problem}
        message={
          serverMessage
            ? startProblemMessage(serverMessage, cuisineId, t, catalog)
            : t('liveBoard.nothingToVote')
        }
        maps={
          problem === 'no-map-service' && position
            ? {
                href: mapsSearchUrl(
                  cuisineLabel
                    ? t('liveBoard.mapsQuery', { cuisine: cuisineLabel })
                    : t('liveBoard.mapsQueryAny'),
                  position,
                ),
                label: cuisineLabel
                  ? t('liveBoard.openMapsCuisine', { cuisine: cuisineLabel })
                  : t('liveBoard.openMaps'),
              }
            : undefined
        }
        onCookInstead={problem === 'no-safe-recipes' ? undefined : () => cookBoard(cuisineId)}
        onOrderInstead={problem === 'no-safe-recipes' ? () => placesBoard(cuisineId) : undefined}
        locate={problem === 'needs-location' ? locate : undefined}
        onGoBack={() => navigate(-1)}
      />
    )
  }
  if (start.isError || board.isError) {
    return (
      <div
        className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-6 text-center"
        role="alert"
      >
        <h1 className="text-xl font-bold">{t('liveBoard.loadFailed')}</h1>
        <p className="mt-1 text-stone-600">
          {describeMutationError(start.error ?? board.error, t('liveBoard.loadFailedDetail'))}
        </p>
        <div className="mt-4 flex justify-center gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t('liveBoard.goBack')}
          </Button>
          <Button onClick={() => void (start.isError ? start.refetch() : board.refetch())}>
            {t('liveBoard.tryAgain')}
          </Button>
        </div>
      </div>
    )
  }
  if (!board.data) return <Spinner className="py-20" label={t('liveBoard.loading')} />

  const chooseNext = (optionId: string, next: string) => {
    const option = board.data.session.options.find((candidate) => candidate.id === optionId)
    if (!option) return
    storeChosenFoodType({ id: option.id, label: option.label })
    navigate(next)
  }
  const canInviteGuests = isGroupOwner === true && group.id > 0 && board.data.session.status === 'open'
  return (
    <div className="flex flex-col gap-3">
      {canInviteGuests ? (
        <div className="flex justify-end">
          <InviteGuestButton sessionId={board.data.session.id} isOwner />
        </div>
      ) : null}
      <EliminationBoard
        snapshot={board.data}
        currentUserId={user.id}
        isLive={isLive}
        isBusy={action.isPending}
        isResetting={reset.isPending}
        onAction={(name, optionId) => action.mutate({ action: name, optionId })}
        onReset={() => reset.mutate()}
        onSwitchCategory={(next) => (next === 'cooking' ? cookBoard(cuisineId) : placesBoard(cuisineId))}
        onSelectIngredients={(optionId) => chooseNext(optionId, paths.ingredientSelection.getHref(group.id))}
        onFindRestaurants={(optionId) => chooseNext(optionId, paths.diningServiceSelection.getHref(group.id))}
        onVoteDishes={(optionId) => cookBoard(optionId)}
        onVotePlaces={(optionId) => placesBoard(optionId)}
        canAddOptions
        renderDecisionActions={renderDecisionActions}
      />
    </div>
  )
}
