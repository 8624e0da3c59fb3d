import ical from 'ical-generator'
import { CALENDAR_FEED_REFRESH_SECONDS } from '@forkcast/contract/calendar-feed.schemas'
import { addDays, dateOfDay } from '@forkcast/contract/planning.schemas'
import type { FeedMealRow } from './calendar-feed.repository'

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

const describeMeal = (meal: FeedMealRow, recipeUrl: string) =>
  [
    `Serves ${meal.servings}`,
    meal.notes.trim() ? `Notes: ${meal.notes.trim()}` : null,
    `Recipe: ${recipeUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n')

/**
 * The group's planned meals as an iCalendar (RFC 5545) document: one all-day event per meal on its date, with a
 * UID made from the meal's id so calendar apps update an event instead of adding it again.
 */
export function buildCalendar({
  groupName,
  meals,
  origin,
}: {
  groupName: string
  meals: readonly FeedMealRow[]
  origin: string
}): string {
  const host = new URL(origin).host
  const calendar = ical({
    name: `${groupName} dinners`,
    description: `Meals planned for ${groupName} in Forkcast`,
    prodId: { company: 'Forkcast', product: 'Meal plan feed', language: 'EN' },
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
  })
  for (const meal of meals) {
    const day = dateOfDay(meal.weekStartDate, meal.dayOfWeek)
    const recipeUrl = `${origin}/recipe/${meal.recipeId}`
    calendar.createEvent({
      id: `planned-meal-${meal.id}@${host}`,
      allDay: true,
      start: utcMidnight(day),
      // DTEND of an all-day event is the day after (exclusive), so the meal covers exactly its own date.
      end: utcMidnight(addDays(day, 1)),
      // The last time the week changed, so a fetch with no change answers the same bytes.
      stamp: meal.planUpdatedAt > meal.createdAt ? meal.planUpdatedAt : meal.createdAt,
      summary: `${capitalised(meal.mealType)}: ${meal.recipeTitle}`,
      description: describeMeal(meal, recipeUrl),
      url: recipeUrl,
    })
  }
  return calendar.toString()
}
