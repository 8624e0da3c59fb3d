import { Link } from 'react-router'
import { BookOpen, ChefHat, Globe, Heart, Navigation, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { directionsUrl, type FoodOption, type PlaceOption } from '@forkcast/contract/voting.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAddFavorite, useFavorites } from '@/features/favorites/api/favorites'
import { AddToShoppingList } from '@/features/planning/components/add-to-shopping-list'
import { getPhoneHref } from '@/features/restaurants/utils/directions'
import { AddToPlan } from './add-to-plan'

const LINK_CLASS = buttonVariants({ variant: 'secondary' })

interface BoardDecisionActionsProps {
  option: FoodOption
  user: User
  /** The board's group; 0 is the user deciding alone. */
  groupId: number
}

/** What the family does with the decided recipe (open, cook, plan, shop) or restaurant (call, directions, save). */
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
}) => {
  const { t } = useTranslation('shell')
  return (
    <div className="flex w-full flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Link to={paths.recipe.getHref(recipeId, groupId)} className={buttonVariants()}>
          <BookOpen aria-hidden /> {t('boardDecision.openRecipe')}
        </Link>
        <Link to={paths.cookMode.getHref(recipeId, groupId)} className={LINK_CLASS}>
          <ChefHat aria-hidden /> {t('boardDecision.startCooking')}
        </Link>
      </div>
      <div>
        <AddToPlan recipeId={recipeId} title={title} groups={user.familyGroups} preferredGroupId={groupId} />
      </div>
      <AddToShoppingList
        recipeId={recipeId}
        recipeTitle={title}
        groups={user.familyGroups}
        preferredGroupId={groupId}
      />
    </div>
  )
}

const PlaceActions = ({ place, name, groupId }: { place: PlaceOption; name: string; groupId: number }) => {
  const { t } = useTranslation('shell')
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
        <a
          href={getPhoneHref(place.phoneNumber)}
          className={buttonVariants()}
          aria-label={t('boardDecision.callLabel', { name })}
        >
          <Phone aria-hidden /> {t('boardDecision.call')}
        </a>
      ) : null}
      <a
        href={directionsUrl({ ...place, name })}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK_CLASS}
        aria-label={t('boardDecision.directionsLabel', { name })}
      >
        <Navigation aria-hidden /> {t('boardDecision.directions')}
      </a>
      {place.website ? (
        <a
          href={place.website}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASS}
          aria-label={t('boardDecision.websiteLabel', { name })}
        >
          <Globe aria-hidden /> {t('boardDecision.website')}
        </a>
      ) : null}
      <Button variant="secondary" onClick={save} disabled={isSaved || addFavorite.isPending}>
        <Heart aria-hidden className={isSaved ? 'fill-current text-red-600' : undefined} />
        {isSaved
          ? t('boardDecision.savedToFavorites')
          : groupId > 0
            ? t('boardDecision.saveToFamilyFavorites')
            : t('boardDecision.saveToFavorites')}
      </Button>
    </div>
  )
}
