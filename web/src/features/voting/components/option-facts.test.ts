import { describe, expect, it } from 'vitest'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { describeOptionFacts, describeOptionReasons } from './option-facts'

const recipe = (totalMinutes: number | null, reason: string): FoodOption => ({
  id: 'recipe-1',
  label: 'Pad Thai',
  description: '',
  tags: [],
  image: null,
  recipe: { recipeId: 1, cuisine: 'thai', totalMinutes, difficulty: 'Easy', reason },
})

describe('a card’s facts and reasons', () => {
  it('says a recipe’s time and difficulty once, and why it is there without repeating them', () => {
    const option = recipe(25, '25 min · uses rice you have')
    expect(describeOptionFacts(option)).toEqual(['25 min', 'Easy'])
    expect(describeOptionReasons(option)).toEqual(['Uses rice you have'])
    expect(describeOptionReasons(recipe(80, '1 hr 20 min · Easy'))).toEqual([])
    expect(describeOptionFacts(recipe(null, 'Quick'))).toEqual(['Easy'])
  })

  it('says a place’s distance, price and rating, then its match reasons', () => {
    const option: FoodOption = {
      id: 'place-1',
      label: 'Bangkok House',
      description: '',
      tags: [],
      image: null,
      place: {
        placeId: '1',
        address: null,
        cuisine: 'thai',
        distance: 1.25,
        distanceUnit: 'mi',
        priceLevel: 2,
        rating: 4.5,
        openNow: true,
        phoneNumber: null,
        website: null,
        latitude: 0,
        longitude: 0,
        matchReasons: ['Thai, as the group chose', 'open now'],
      },
    }
    expect(describeOptionFacts(option)).toEqual(['1.3 mi', '$$', '4.5 ★'])
    expect(describeOptionReasons(option)).toEqual(['Thai, as the group chose', 'Open now'])
  })
})
