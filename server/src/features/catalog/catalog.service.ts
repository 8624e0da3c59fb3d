import { CUISINES, getCuisineImagePath, pickCuisineImage } from '@forkcast/contract/cuisines'
import type { FoodOption, VotingCategory } from '@forkcast/contract/voting.schemas'
import { VOTING_CATEGORIES } from '@forkcast/contract/voting.schemas'
import { AppError } from '../../lib/app-error'

export const SERVICE_OPTIONS: FoodOption[] = [
  {
    id: 'dine-in',
    label: 'Dine In',
    description: 'Sit down at a restaurant together.',
    tags: ['Table service', 'Night out', 'No dishes'],
    icon: 'Store',
    image: null,
  },
  {
    id: 'takeout',
    label: 'Takeout',
    description: 'Pick it up on the way home.',
    tags: ['Quick', 'No delivery fee', 'Eat at home'],
    icon: 'ShoppingBag',
    image: null,
  },
  {
    id: 'delivery',
    label: 'Delivery',
    description: 'Brought to your door.',
    tags: ['Stay in', 'Comfy', 'Door to door'],
    icon: 'Truck',
    image: null,
  },
]

const isVotingCategory = (value: string): value is VotingCategory =>
  (VOTING_CATEGORIES as readonly string[]).includes(value)

/** Every category votes over the cuisine catalog; the session's seed picks each card's image. */
export function getFoodOptions(category: string, imageSeed?: number): FoodOption[] {
  if (!isVotingCategory(category)) {
    throw new AppError(
      'NOT_FOUND',
      `No food options for category "${category}". Use cuisine, cooking or ordering.`,
    )
  }
  return CUISINES.map((cuisine) => ({
    id: cuisine.id,
    label: cuisine.label,
    description: cuisine.description,
    tags: [...cuisine.tags],
    image:
      imageSeed === undefined ? getCuisineImagePath(cuisine.id, 1) : pickCuisineImage(cuisine.id, imageSeed),
  }))
}
