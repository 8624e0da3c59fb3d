import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@forkcast/contract/calendar-feed.schemas'
import { calendarDayIn } from '@forkcast/contract/calendar'
import type { ErrorBody } from '@forkcast/contract/errors'
import { addDays, toWeekStart, type PlannedMeal, type WeeklyPlan } from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { plannedMeals } from '../../db/schema'
import type { TestApp } from '../../testing/test-app'
import {
  createGroupOf,
  customRecipe,
  signUp,
  startRecipeTestApp,
  upgradeTo,
  type TestUser,
} from '../../testing/recipe-test-app'

let t: TestApp
let owner: TestUser
let member: TestUser
let outsider: TestUser
let groupId: number
let recipes: Recipe[]
const thisMonday = toWeekStart(calendarDayIn(new Date(), 'UTC'))

beforeAll(async () => {
  t = await startRecipeTestApp()
  owner = await signUp(t, 'Maya')
  member = await signUp(t, 'Theo')
  outsider = await signUp(t, 'Olga')
  groupId = await createGroupOf(owner, [member])
  // Weekly plans, and so their feed, are a Premium feature; the owner's plan covers their only group.
  await upgradeTo(owner, 'premium')
  recipes = await owner.json<Recipe[]>('GET', '/api/recipes/italian')
})
afterAll(() => t.close())

const feedUrl = (group = groupId) => `/api/groups/${group}/calendar-feed`

const createFeed = (user: TestUser, group = groupId) =>
  user.json<CreatedCalendarFeed>('POST', feedUrl(group), undefined, 201)

/** What a calendar app does: GET the link with no cookie. */
const fetchCalendar = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname })

async function planMeal(
  weekStartDate: string,
  meal: { recipeId: number; dayOfWeek: number; mealType: string; notes?: string; servings?: number },
) {
  const plan = (
    await owner.call('POST', '/api/weekly-meal-plans', { weekStartDate, groupId })
  ).json<WeeklyPlan>()
  return owner.json<PlannedMeal>('POST', `/api/weekly-meal-plans/${plan.id}/meals`, meal, 201)
}

const eventsOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  }
}

describe('calendar feed', () => {
  it('serves the planned meals as all-day iCalendar events on their dates, with stable UIDs', async () => {
    const friday = await planMeal(thisMonday, {
      recipeId: recipes[0]!.id,
      dayOfWeek: 5,
      mealType: 'dinner',
      servings: 6,
      notes: 'Double the garlic',
    })
    // Day 0 is Sunday: in a week starting Monday it is the week's last day, not the day before it.
    const sunday = await planMeal(thisMonday, { recipeId: recipes[1]!.id, dayOfWeek: 0, mealType: 'lunch' })
    const created = await createFeed(owner)
    expect(created.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(created.webcalUrl).toBe(created.url.replace(/^http:/, 'webcal:'))

    const response = await fetchCalendar(created.url)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['cache-control']).toContain('no-store')
    expect(response.body).toContain('X-PUBLISHED-TTL:')
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:')

    const { name, events } = eventsOf(response.body)
    expect(name).toBe('Dinner crew dinners')
    const fridayEvent = events.find((event) => event.summary === `Dinner: ${recipes[0]!.title}`)
    expect(fridayEvent?.startDate.isDate).toBe(true)
    expect(fridayEvent?.startDate.toString()).toBe(addDays(thisMonday, 4))
    expect(fridayEvent?.endDate.toString()).toBe(addDays(thisMonday, 5))
    expect(fridayEvent?.description).toContain('Serves 6')
    expect(fridayEvent?.description).toContain('Double the garlic')
    expect(fridayEvent?.description).toContain(`/recipe/${recipes[0]!.id}`)
    const sundayEvent = events.find((event) => event.summary === `Lunch: ${recipes[1]!.title}`)
    expect(sundayEvent?.startDate.toString()).toBe(addDays(thisMonday, 6))

    const again = eventsOf((await fetchCalendar(created.url)).body).events
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort())
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length)
    expect(fridayEvent?.uid).toContain(`planned-meal-${friday.id}@`)
    expect(sundayEvent?.uid).toContain(`planned-meal-${sunday.id}@`)
  })

  it('speaks the language of the person whose link it is, keeps titles and notes as written, and follows a change', async () => {
    await member.json('PUT', '/api/user/language', { language: 'es' })
    const created = await createFeed(member)
    const spanish = eventsOf((await fetchCalendar(created.url)).body)
    expect(spanish.name).toBe('Cenas de Dinner crew')
    const friday = spanish.events.find((event) => event.summary === `Cena: ${recipes[0]!.title}`)
    expect(friday?.description).toMatch(
      new RegExp(`^Raciones: 6\nNotas: Double the garlic\nReceta: http://\\S+/recipe/${recipes[0]!.id}$`),
    )
    expect(spanish.events.some((event) => event.summary === `Comida: ${recipes[1]!.title}`)).toBe(true)

    await member.json('PUT', '/api/user/language', { language: 'en' })
    expect(eventsOf((await fetchCalendar(created.url)).body).name).toBe('Dinner crew dinners')
    await member.json('DELETE', feedUrl())
  })

  it('includes plans from four weeks back to eight weeks ahead and leaves older and later ones out', async () => {
    const [inside, before, after] = await Promise.all(
      [-28, -35, 63].map((days) =>
        owner.json<Recipe>('POST', '/api/recipes/custom', customRecipe({ title: `Week ${days}` }), 201),
      ),
    )
    await planMeal(addDays(thisMonday, -28), { recipeId: inside!.id, dayOfWeek: 1, mealType: 'dinner' })
    await planMeal(addDays(thisMonday, -35), { recipeId: before!.id, dayOfWeek: 1, mealType: 'dinner' })
    await planMeal(addDays(thisMonday, 63), { recipeId: after!.id, dayOfWeek: 1, mealType: 'dinner' })
    const { url } = await createFeed(owner)
    const summaries = eventsOf((await fetchCalendar(url)).body).events.map((event) => event.summary)
    expect(summaries).toContain('Dinner: Week -28')
    expect(summaries).not.toContain('Dinner: Week -35')
    expect(summaries).not.toContain('Dinner: Week 63')
  })

  it('escapes commas, semicolons, backslashes and line breaks so the text parses back as written', async () => {
    const recipe = await owner.json<Recipe>(
      'POST',
      '/api/recipes/custom',
      customRecipe({ title: 'Rice, beans; greens \\ more' }),
      201,
    )
    const meal = await planMeal(addDays(thisMonday, 7), {
      recipeId: recipe.id,
      dayOfWeek: 3,
      mealType: 'snack',
      notes: 'Soak overnight;\nrinse, then boil',
    })
    // A title copied before titles were single-line: the feed must still escape a line break.
    const title = 'Rice, beans;\ngreens \\ more'
    await t.database.db.update(plannedMeals).set({ recipeTitle: title }).where(eq(plannedMeals.id, meal.id))
    const { url } = await createFeed(owner)
    const event = eventsOf((await fetchCalendar(url)).body).events.find((entry) =>
      entry.uid.startsWith(`planned-meal-${meal.id}@`),
    )
    expect(event?.summary).toBe(`Snack: ${title}`)
    expect(event?.description).toContain('Notes: Soak overnight;\nrinse, then boil')
  })

  it('tells whether the caller has a link, and shows the link itself only once', async () => {
    const before = await member.json<CalendarFeedStatus>('GET', feedUrl())
    expect(before).toEqual({ isActive: false, createdAt: null })
    const created = await createFeed(member)
    const after = await member.json<CalendarFeedStatus>('GET', feedUrl())
    expect(after).toEqual({ isActive: true, createdAt: created.createdAt })
    expect(JSON.stringify(after)).not.toContain(new URL(created.url).pathname)
  })

  it('answers 404 for a link replaced by a new one, and the new one works', async () => {
    const first = await createFeed(member)
    const second = await createFeed(member)
    expect(second.url).not.toBe(first.url)
    const old = await fetchCalendar(first.url)
    expect(old.statusCode).toBe(404)
    expect(old.json<ErrorBody>().code).toBe('NOT_FOUND')
    expect((await fetchCalendar(second.url)).statusCode).toBe(200)
  })

  it('answers 404 once the link is turned off, and turning off twice is a 404 too', async () => {
    const { url } = await createFeed(member)
    expect(await member.json('DELETE', feedUrl())).toEqual({ success: true })
    expect((await fetchCalendar(url)).statusCode).toBe(404)
    expect((await member.json<CalendarFeedStatus>('GET', feedUrl())).isActive).toBe(false)
    expect((await member.call('DELETE', feedUrl())).statusCode).toBe(404)
  })

  it('answers 404 for unknown or malformed links', async () => {
    for (const file of ['x'.repeat(43) + '.ics', 'nope', 'x'.repeat(43), '..%2F..%2Fetc.ics'])
      expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${file}` })).statusCode).toBe(404)
  })

  it('stops serving a member who left the group from their old link, even after they join again', async () => {
    const leaver = await signUp(t, 'Lena')
    const { inviteCode } = await owner.json<{ inviteCode: string }>('GET', `/api/family-groups/${groupId}`)
    await leaver.json('POST', '/api/family-groups/join', { inviteCode })
    const { url } = await createFeed(leaver)
    expect((await fetchCalendar(url)).statusCode).toBe(200)
    await leaver.json('DELETE', `/api/family-groups/${groupId}`)
    expect((await fetchCalendar(url)).statusCode).toBe(404)
    await leaver.json('POST', '/api/family-groups/join', { inviteCode })
    expect((await fetchCalendar(url)).statusCode).toBe(404)
    expect(await leaver.json('GET', `/api/groups/${groupId}/calendar-feed`)).toMatchObject({
      isActive: false,
    })
  })

  it('keeps non-members out of a group: 404, nothing made', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await outsider.call(method, feedUrl())).statusCode).toBe(404)
    expect((await owner.json<CalendarFeedStatus>('GET', feedUrl())).isActive).toBe(true)
    expect((await t.app.inject({ method: 'POST', url: feedUrl() })).statusCode).toBe(401)
  })

  it('refuses a group without the plan weekly plans need, and a link stops when the group loses it', async () => {
    const covered = await signUp(t, 'Cleo')
    const otherGroupId = await createGroupOf(outsider, [covered])
    const refused = await covered.call('POST', feedUrl(otherGroupId))
    expect(refused.statusCode).toBe(403)
    expect(refused.json<ErrorBody>().code).toBe('TIER_REQUIRED')
    expect((await covered.json<CalendarFeedStatus>('GET', feedUrl(otherGroupId))).isActive).toBe(false)

    await upgradeTo(outsider, 'premium')
    const { url } = await createFeed(covered, otherGroupId)
    expect((await fetchCalendar(url)).statusCode).toBe(200)
    // The payer takes the cover off the group: the family no longer has weekly plans, so neither does the feed.
    await outsider.json('PUT', '/api/subscription/cover', { groupId: null })
    expect((await fetchCalendar(url)).statusCode).toBe(404)
  })

  it('refuses a group id that is not a number with a 400 naming it', async () => {
    const response = await owner.call('POST', '/api/groups/abc/calendar-feed')
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().message).toMatch(/groupId/)
  })
})
