import ical from 'ical-generator'
import { CALENDAR_FEED_REFRESH_SECONDS } from '@forkcast/contract/calendar-feed.schemas'
import { addDays, dateOfDay } from '@forkcast/contract/planning.schemas'
import type { Language } from '@forkcast/contract/languages'
import { tFor } from '../../lib/i18n'
import type { FeedMealRow } from './calendar-feed.repository'

type Translator = ReturnType<typeof tFor>

const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

const describeMeal = (t: Translator, meal: FeedMealRow, recipeUrl: string) =>
  [
    t('calendar.serves', { count: meal.servings }),
    meal.notes.trim() ? t('calendar.notes', { notes: meal.notes.trim() }) : null,
    t('calendar.recipe', { url: recipeUrl }),
  ]
    .filter((line): line is string => line !== null)
    .join('\n')

/**
 * The group's planned meals as an iCalendar (RFC 5545) document: one all-day event per meal on its date, with a
 * UID made from the meal's id so calendar apps update an event instead of adding it again. Its words are in the
 * language of the person whose link it is; recipe titles and notes stay as they were written.
 */
export function buildCalendar({
  groupName,
  meals,
  origin,
  language,
}: {
  groupName: string
  meals: readonly FeedMealRow[]
  origin: string
  language: Language
}): string {
  const t = tFor(language)
  const host = new URL(origin).host
  const calendar = ical({
    name: t('calendar.name', { group: groupName }),
    description: t('calendar.description', { group: groupName }),
    prodId: { company: 'Forkcast', product: 'Meal plan feed', language: language.toUpperCase() },
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
      summary: t('calendar.event', {
        mealType: t(`calendar.mealType.${meal.mealType}`),
        title: meal.recipeTitle,
      }),
      description: describeMeal(t, meal, recipeUrl),
      url: recipeUrl,
    })
  }
  return calendar.toString()
}
