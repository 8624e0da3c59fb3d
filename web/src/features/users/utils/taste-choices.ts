import { HEALTH_PREFERENCE_OPTIONS, MEAL_DIETARY_GOAL_IDS } from '@forkcast/contract/users.constants'
import { removeValue, toggleValue } from './entry-list'

/** The cuisines a person leaves out of their family's choices, and those they enjoy. */
export interface CuisineChoices {
  excluded: string[]
  enjoyed: string[]
}

/** Enjoying a cuisine and leaving it out contradict each other: enjoying one takes it off the skip list. */
export const toggleEnjoyedCuisine = (choices: CuisineChoices, id: string): CuisineChoices => ({
  enjoyed: toggleValue(choices.enjoyed, id),
  excluded: choices.enjoyed.includes(id) ? choices.excluded : removeValue(choices.excluded, id),
})

/** Leaving a cuisine out takes it off the cuisines enjoyed. */
export const toggleExcludedCuisine = (choices: CuisineChoices, id: string): CuisineChoices => ({
  excluded: toggleValue(choices.excluded, id),
  enjoyed: choices.excluded.includes(id) ? choices.enjoyed : removeValue(choices.enjoyed, id),
})

/**
 * The health preferences offered beside the dietary goals: those the goals do not already name (no second
 * 'Low Sodium' on the same screen), plus any the person chose before, so they can be seen and removed.
 */
export const offeredHealthPreferences = (stored: readonly string[]) =>
  HEALTH_PREFERENCE_OPTIONS.filter(
    (option) =>
      !(MEAL_DIETARY_GOAL_IDS as readonly string[]).includes(option.value) || stored.includes(option.value),
  )
