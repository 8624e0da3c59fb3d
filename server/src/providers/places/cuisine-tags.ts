import { CUISINES, type CuisineId } from '@forkcast/contract/cuisines'

/**
 * The words OpenStreetMap's cuisine tag uses for each cuisine we vote on; Google's restaurant types are the
 * same words with '_restaurant' ('italian_restaurant', 'sushi_restaurant').
 */
export const CUISINE_TAGS: Record<CuisineId, readonly string[]> = {
  italian: ['italian', 'pizza', 'pasta', 'italian_pizza'],
  chinese: ['chinese', 'cantonese', 'sichuan', 'dim_sum', 'szechuan'],
  mexican: ['mexican', 'tex-mex', 'tacos', 'burrito'],
  indian: ['indian', 'curry', 'punjabi', 'south_indian', 'north_indian'],
  american: [
    'american',
    'burger',
    'hamburger',
    'bbq',
    'barbecue',
    'steak_house',
    'diner',
    'chicken',
    'wings',
  ],
  japanese: ['japanese', 'sushi', 'ramen'],
  thai: ['thai'],
  mediterranean: ['mediterranean', 'greek', 'lebanese', 'turkish', 'falafel'],
  korean: ['korean'],
  french: ['french', 'crepe', 'bistro'],
  'middle-eastern': ['middle_eastern', 'lebanese', 'turkish', 'persian', 'kebab', 'falafel', 'arab'],
  vietnamese: ['vietnamese', 'pho'],
  seafood: ['seafood', 'fish', 'fish_and_chips', 'sushi'],
  vegetarian: ['vegetarian'],
  vegan: ['vegan'],
  breakfast: ['breakfast', 'brunch', 'pancake', 'bagel', 'coffee_shop'],
  dessert: ['dessert', 'ice_cream', 'cake', 'frozen_yogurt', 'donut', 'crepe'],
  spanish: ['spanish', 'tapas', 'paella', 'basque'],
  greek: ['greek', 'gyros', 'souvlaki'],
}

/** The cuisines a place's tags belong to, in catalog order. */
export const cuisinesOfTags = (tags: readonly string[]): CuisineId[] =>
  CUISINES.filter((cuisine) => CUISINE_TAGS[cuisine.id].some((tag) => tags.includes(tag))).map(
    (cuisine) => cuisine.id,
  )

/** 'fish_and_chips' → 'Fish and chips', for tags no cuisine of ours covers. */
export const humanizeTag = (tag: string) => {
  const words = tag.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
