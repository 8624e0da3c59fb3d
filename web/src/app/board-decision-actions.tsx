import { useState } from 'react'
import { Link } from 'react-router'
import { BookOpen, CalendarPlus, Globe, Heart, Navigation, Phone } from 'lucide-react'
import type { User } from '@forkcast/contract/users.schemas'
import { directionsUrl, type FoodOption, type PlaceOption } from '@forkcast/contract/voting.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'
import { paths } from '@/config/paths'
import { useAddFavorite, useFavorites } from '@/features/favorites/api/favorites'
import { useAddMeal, useCreatePlan, useCurrentPlan } from '@/features/planning/api/weekly-plans'
import { AddToShoppingList } from '@/features/planning/components/add-to-shopping-list'
import { currentWeekStart } from '@/features/planning/utils/week'
import { getPhoneHref } from '@/features/restaurants/utils/directions'
import { PlanGate } from '@/features/subscriptions/components/plan-gate'
import { notify } from '@/lib/toast'

const LINK_CLASS = buttonVariants({ variant: 'secondary' })

interface BoardDecisionActionsProps {
  option: FoodOption
  user: User
  /** The board's group; 0 is the user deciding alone. */
  groupId: number
}

/** What the family does with the decided recipe (open, plan, shop) or restaurant (call, directions, save). */
export const BoardDecisionActions = ({ option, user, groupId }: BoardDecisionActionsProps) => {
  if (option.recipe)
    return (
      <RecipeActions recipeId={option.recipe.recipeId} title={option.label} user={user} groupId={groupId} />
    )
  if (option.place) return <PlaceActions place={option.place} name={option.label} groupId={groupId} />
  return null
}

const RecipeActions = ({
  recipeId,
  title,
  user,
  groupId,
}: {
  recipeId: number
  title: string
  user: User
  groupId: number
}) => (
  <div className="flex w-full flex-col gap-3">
    <div className="flex flex-wrap gap-2">
      <Link to={paths.recipe.getHref(recipeId, groupId)} className={buttonVariants()}>
        <BookOpen aria-hidden /> Open recipe
      </Link>
    </div>
    {/* Weekly plans belong to a family group: deciding alone has none to add to. */}
    {groupId > 0 ? <AddToTonightsPlan recipeId={recipeId} title={title} groupId={groupId} /> : null}
    <AddToShoppingList
      recipeId={recipeId}
      recipeTitle={title}
      groups={user.familyGroups}
      preferredGroupId={groupId}
    />
  </div>
)

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** 'Add to plan' asks about the plan only when pressed, then shows the upgrade offer or today's dinner. */
const AddToTonightsPlan = ({
  recipeId,
  title,
  groupId,
}: {
  recipeId: number
  title: string
  groupId: number
}) => {
  const [isOpen, setOpen] = useState(false)
  if (!isOpen)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <CalendarPlus aria-hidden /> Add to plan
        </Button>
      </div>
    )
  return (
    <PlanGate feature="weeklyMealPlans" groupId={groupId}>
      <TonightsDinner recipeId={recipeId} title={title} groupId={groupId} />
    </PlanGate>
  )
}

const TonightsDinner = ({
  recipeId,
  title,
  groupId,
}: {
  recipeId: number
  title: string
  groupId: number
}) => {
  const weekStart = currentWeekStart()
  const plan = useCurrentPlan(groupId, weekStart)
  const createPlan = useCreatePlan()
  if (plan.isPending) return <Spinner className="py-2" label="Opening this week’s plan..." />
  if (plan.isError)
    return isUpgradeError(plan.error) ? (
      <UpgradePrompt error={plan.error} />
    ) : (
      <p role="alert" className="text-sm text-red-800">
        We could not open this week’s plan. Please try again.
      </p>
    )
  const planId = plan.data.plan?.id
  if (planId === undefined)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-stone-700">This week has no plan yet.</p>
        <Button
          variant="secondary"
          disabled={createPlan.isPending}
          onClick={() => createPlan.mutate({ groupId, weekStartDate: weekStart })}
        >
          <CalendarPlus aria-hidden /> {createPlan.isPending ? 'Starting…' : 'Start this week’s plan'}
        </Button>
      </div>
    )
  return <AddToDinner planId={planId} recipeId={recipeId} title={title} />
}

const AddToDinner = ({ planId, recipeId, title }: { planId: number; recipeId: number; title: string }) => {
  const addMeal = useAddMeal(planId)
  const dayOfWeek = new Date().getDay()
  const day = DAY_NAMES[dayOfWeek]
  if (addMeal.isSuccess)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800" role="status">
        {title} is {day}’s dinner.
        <Link to={paths.weeklyPlanner.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
          Open the plan
        </Link>
      </p>
    )
  return (
    <div>
      <Button
        variant="secondary"
        disabled={addMeal.isPending}
        onClick={() =>
          addMeal.mutate(
            { recipeId, dayOfWeek, mealType: 'dinner' },
            { onSuccess: () => notify({ title: `Added to ${day}’s dinner` }) },
          )
        }
      >
        <CalendarPlus aria-hidden /> {addMeal.isPending ? 'Adding…' : `Add to ${day}’s dinner`}
      </Button>
    </div>
  )
}

const PlaceActions = ({ place, name, groupId }: { place: PlaceOption; name: string; groupId: number }) => {
  const favorites = useFavorites()
  const addFavorite = useAddFavorite()
  const isSaved = (favorites.data ?? []).some((favorite) => favorite.placeId === place.placeId)
  const save = () =>
    addFavorite.mutate({
      placeId: place.placeId,
      name,
      address: place.address,
      cuisine: place.cuisine,
      rating: place.rating,
      priceLevel: place.priceLevel,
      phoneNumber: place.phoneNumber,
      website: place.website,
      // A family's decision becomes that family's favorite; alone, the server picks.
      ...(groupId > 0 ? { groupId } : {}),
    })
  return (
    <div className="flex w-full flex-wrap gap-2">
      {place.phoneNumber ? (
        <a href={getPhoneHref(place.phoneNumber)} className={buttonVariants()} aria-label={`Call ${name}`}>
          <Phone aria-hidden /> Call
        </a>
      ) : null}
      <a
        href={directionsUrl({ ...place, name })}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK_CLASS}
        aria-label={`Directions to ${name}`}
      >
        <Navigation aria-hidden /> Directions
      </a>
      {place.website ? (
        <a
          href={place.website}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASS}
          aria-label={`${name} website`}
        >
          <Globe aria-hidden /> Website
        </a>
      ) : null}
      <Button variant="secondary" onClick={save} disabled={isSaved || addFavorite.isPending}>
        <Heart aria-hidden className={isSaved ? 'fill-current text-red-600' : undefined} />
        {isSaved ? 'Saved to favorites' : groupId > 0 ? 'Save to family favorites' : 'Save to favorites'}
      </Button>
    </div>
  )
}
