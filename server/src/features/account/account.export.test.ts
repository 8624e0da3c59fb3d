import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import { registerUser, startTestApp, UNLIMITED_TIERS_FILE, type TestApp } from '../../testing/test-app'
import { USER_COLUMNS_EXPORTED, USER_COLUMNS_LEFT_OUT } from './account-export.repository'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000', TIERS_FILE: UNLIMITED_TIERS_FILE } })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (cookie: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, payload })
const ok = async <T>(cookie: string, method: Method, url: string, payload?: Record<string, unknown>) => {
  const response = await call(cookie, method, url, payload)
  expect(response.statusCode >= 200 && response.statusCode < 300, `${method} ${url}: ${response.body}`).toBe(
    true,
  )
  return response.json<T>()
}

/** Every `table.column` that references users.id, read from the Drizzle schema itself. */
const columnsReferencingUsers = () => {
  const found: string[] = []
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const config = getTableConfig(value)
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference()
      if (getTableConfig(reference.foreignTable).name !== 'users') continue
      for (const column of reference.columns) found.push(`${config.name}.${column.name}`)
    }
  }
  return found.sort()
}

describe('the account export', () => {
  it('names every column that references a user as exported or deliberately left out', () => {
    const exported = Object.keys(USER_COLUMNS_EXPORTED)
    const leftOut = Object.keys(USER_COLUMNS_LEFT_OUT)
    expect(exported.filter((column) => leftOut.includes(column))).toEqual([])
    // A new table or column pointing at users.id fails here until the export decides about it.
    expect(columnsReferencingUsers()).toEqual([...exported, ...leftOut].sort())
  })

  it('gives back every piece of a user who did one of each thing, and no secrets', async () => {
    const { db } = t.database
    const maria = await registerUser(t.app, { firstName: 'Maria' })
    const carlos = await registerUser(t.app, { firstName: 'Carlos' })

    await ok(maria.cookie, 'PUT', '/api/user/allergies', { allergies: ['peanuts'], sensitivities: [] })
    const group = await ok<{ id: number; inviteCode: string }>(maria.cookie, 'POST', '/api/family-groups', {
      name: 'The Garcias',
    })
    await ok(carlos.cookie, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode })
    const mine = await ok<{ id: number }>(maria.cookie, 'POST', '/api/recipes/custom', {
      title: 'Abuela’s Arroz con Pollo',
      description: 'Chicken and rice.',
      foodType: 'spanish',
      ingredients: ['1 lb chicken thighs', '2 cups rice'],
      instructions: ['Brown the chicken.', 'Simmer with the rice.'],
      servings: 4,
      difficulty: 'Easy',
    })
    const [catalog] = await db
      .insert(schema.recipes)
      .values({ title: 'Catalog Paella', foodType: 'spanish', sourceType: 'catalog', contentHash: 'paella' })
      .returning({ id: schema.recipes.id })
    const catalogId = catalog?.id ?? 0
    await ok(maria.cookie, 'POST', '/api/recipes/save', { recipeId: catalogId })
    await ok(maria.cookie, 'POST', `/api/recipes/${catalogId}/rating`, { rating: 5 })
    const place = { address: null, cuisine: 'Italian', rating: 4.5, priceLevel: 2, phoneNumber: null }
    await ok(maria.cookie, 'POST', '/api/favorite-restaurants', {
      ...place,
      placeId: 'osm-node-personal',
      name: 'Just Mine Café',
      groupId: null,
    })
    await ok(maria.cookie, 'POST', '/api/favorite-restaurants', {
      ...place,
      placeId: 'osm-node-family',
      name: 'Trattoria Famiglia',
      groupId: group.id,
    })
    await ok(carlos.cookie, 'POST', '/api/favorite-restaurants', {
      ...place,
      placeId: 'osm-node-carlos',
      name: 'Carlos Saved This',
      groupId: group.id,
    })
    await ok(maria.cookie, 'POST', '/api/grocery-lists/shopping/recipes', {
      groupId: group.id,
      recipeId: mine.id,
    })

    // What no route writes on a free plan, or only through outside services, is stored directly.
    const userId = maria.userId
    await db.insert(schema.subscriptions).values({
      userId,
      tier: 'premium',
      status: 'active',
      provider: 'test',
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
      coveredGroupId: group.id,
      coverEndsAt: new Date('2026-12-31T00:00:00Z'),
    })
    await db
      .insert(schema.testCheckouts)
      .values({ userId, tier: 'premium', groupId: group.id, status: 'paid' })
    await db.insert(schema.dailyUsage).values({ userId, kind: 'recipeSearches', day: '2026-11-26', count: 3 })
    await db.insert(schema.betaTesters).values({
      email: maria.email,
      accessLevel: 'full',
      inviteCode: 'BETA-SECRET-CODE-1',
      redeemedBy: userId,
      redeemedAt: new Date(),
    })
    const [plan] = await db
      .insert(schema.weeklyMealPlans)
      .values({ groupId: group.id, weekStartDate: '2026-11-23', name: 'Week of the 23rd', createdBy: userId })
      .returning()
    await db.insert(schema.plannedMeals).values({
      planId: plan?.id ?? 0,
      recipeId: mine.id,
      dayOfWeek: 2,
      mealType: 'dinner',
      recipeTitle: 'Abuela’s Arroz con Pollo',
      addedBy: userId,
    })
    const recipeRow = {
      description: '',
      foodType: 'italian',
      contentHash: 'not-a-real-hash',
    }
    await db.insert(schema.recipes).values([
      { ...recipeRow, title: 'Generated Gnocchi', sourceType: 'generated', generatedForUserId: userId },
      {
        ...recipeRow,
        title: 'Imported Lasagne',
        sourceType: 'imported',
        sourceUrl: 'https://example.com/lasagne',
        importedByUserId: userId,
      },
    ])
    await db.insert(schema.recipeSuggestionHistory).values({ userId, recipeId: catalogId, batch: 1 })
    const [solo] = await db
      .insert(schema.eliminationSessions)
      .values({
        soloUserId: userId,
        scopeKey: `u:${userId}`,
        category: 'cuisine',
        optionIds: ['italian', 'greek'],
        imageSeed: 1,
      })
      .returning()
    const [board] = await db
      .insert(schema.eliminationSessions)
      .values({
        groupId: group.id,
        scopeKey: `g:${group.id}`,
        category: 'cuisine',
        optionIds: ['italian', 'greek', 'thai'],
        imageSeed: 2,
        status: 'decided',
        decidedOptionId: 'greek',
        decidedReason: 'pick',
        decidedBy: userId,
        decidedAt: new Date(),
      })
      .returning()
    const sessionId = board?.id ?? 0
    await db.insert(schema.sessionEliminations).values({ sessionId, optionId: 'thai', userId })
    await db.insert(schema.sessionPreferences).values({ sessionId, optionId: 'italian', userId })
    await db.insert(schema.sessionChoices).values({ sessionId, optionId: 'greek', userId })
    await db.insert(schema.sessionSubmissions).values({ sessionId, userId })
    await db.insert(schema.pushSubscriptions).values({
      userId,
      endpoint: 'https://push.example.com/send/abc',
      p256dh: 'PUSH-KEY-P256DH-SECRET',
      auth: 'PUSH-AUTH-SECRET',
    })
    await db.insert(schema.apiTokens).values({
      userId,
      name: 'Kitchen display',
      scope: 'read',
      tokenHash: 'API-TOKEN-HASH-SECRET',
      prefix: 'fct_ab12',
    })
    await db.insert(schema.calendarFeeds).values({ userId, groupId: group.id, tokenHash: 'FEED-HASH-SECRET' })
    await db.insert(schema.webhooks).values({
      groupId: group.id,
      createdBy: userId,
      url: 'https://hooks.example.com/dinner',
      events: ['plan.changed'],
      secret: 'WEBHOOK-SIGNING-SECRET',
    })
    await db.insert(schema.knownDevices).values({
      tokenHash: 'KNOWN-DEVICE-HASH-SECRET',
      userId,
      expiresAt: new Date('2027-06-01T00:00:00Z'),
    })
    await db.insert(schema.accountTokens).values({
      tokenHash: 'ACCOUNT-TOKEN-HASH-SECRET',
      userId,
      purpose: 'password-reset',
      expiresAt: new Date('2027-06-01T00:00:00Z'),
    })

    const response = await call(maria.cookie, 'GET', '/api/account/export')
    expect(response.statusCode).toBe(200)
    const data = response.json()

    expect(data.profile).toMatchObject({
      email: maria.email,
      firstName: 'Maria',
      allergies: ['peanuts'],
      safetyScope: 'household',
    })
    expect(data.groups).toEqual([
      expect.objectContaining({ id: group.id, name: 'The Garcias', isOwner: true }),
    ])
    expect(data.recipes).toEqual([
      expect.objectContaining({ id: mine.id, title: 'Abuela’s Arroz con Pollo' }),
    ])
    expect(data.generatedRecipes).toEqual([expect.objectContaining({ title: 'Generated Gnocchi' })])
    expect(data.importedRecipes).toEqual([
      expect.objectContaining({ title: 'Imported Lasagne', sourceUrl: 'https://example.com/lasagne' }),
    ])
    expect(data.savedRecipes).toEqual([expect.objectContaining({ recipeId: catalogId })])
    expect(data.ratings).toEqual([expect.objectContaining({ recipeId: catalogId, rating: 5 })])
    expect(data.suggestionHistory).toEqual([expect.objectContaining({ recipeId: catalogId })])
    // Her personal favorite and the family favorite she saved; Carlos's family favorite is his to export.
    expect(data.favorites).toEqual([
      expect.objectContaining({ name: 'Just Mine Café', groupId: null, groupName: null }),
      expect.objectContaining({ name: 'Trattoria Famiglia', groupId: group.id, groupName: 'The Garcias' }),
    ])
    expect(data.subscription).toMatchObject({
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: '2027-01-01T00:00:00.000Z',
      coveredGroupId: group.id,
      coverEndsAt: '2026-12-31T00:00:00.000Z',
    })
    expect(data.checkouts).toEqual([expect.objectContaining({ tier: 'premium', groupId: group.id })])
    expect(data.dailyUsage).toEqual(
      expect.arrayContaining([{ kind: 'recipeSearches', day: '2026-11-26', count: 3 }]),
    )
    expect(data.betaInvite).toMatchObject({ email: maria.email, accessLevel: 'full' })
    expect(data.planning.weeklyPlans).toEqual([
      expect.objectContaining({ groupId: group.id, weekStartDate: '2026-11-23', name: 'Week of the 23rd' }),
    ])
    expect(data.planning.plannedMeals).toEqual([
      expect.objectContaining({ recipeId: mine.id, dayOfWeek: 2, mealType: 'dinner' }),
    ])
    expect(data.planning.groceryLists).toEqual([
      expect.objectContaining({
        groupId: group.id,
        isShoppingList: true,
        items: expect.arrayContaining([expect.objectContaining({ name: expect.stringMatching(/rice/i) })]),
      }),
    ])
    expect(data.planning.shoppingListRecipes).toEqual([
      expect.objectContaining({ groupId: group.id, recipeId: mine.id }),
    ])
    expect(data.voting.soloSessions).toEqual([expect.objectContaining({ sessionId: solo?.id })])
    expect(data.voting.vetoes).toEqual([expect.objectContaining({ sessionId, optionId: 'thai' })])
    expect(data.voting.likes).toEqual([expect.objectContaining({ sessionId, optionId: 'italian' })])
    expect(data.voting.choices).toEqual([expect.objectContaining({ sessionId, optionId: 'greek' })])
    expect(data.voting.submissions).toEqual([expect.objectContaining({ sessionId })])
    expect(data.voting.decisions).toEqual([expect.objectContaining({ sessionId, decidedOptionId: 'greek' })])
    expect(data.pushSubscriptions).toEqual([
      { endpoint: 'https://push.example.com/send/abc', createdAt: expect.any(String) },
    ])
    expect(data.apiTokens).toEqual([
      {
        name: 'Kitchen display',
        scope: 'read',
        prefix: 'fct_ab12',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ])
    expect(data.calendarFeeds).toEqual([{ groupId: group.id, createdAt: expect.any(String) }])
    expect(data.webhooks).toEqual([
      {
        groupId: group.id,
        url: 'https://hooks.example.com/dinner',
        events: ['plan.changed'],
        createdAt: expect.any(String),
      },
    ])
    expect(data.devices.length).toBeGreaterThan(0)
    expect(data.knownDevices).toEqual(
      expect.arrayContaining([{ createdAt: expect.any(String), expiresAt: '2027-06-01T00:00:00.000Z' }]),
    )

    expect(data.profile.passwordHash).toBeUndefined()
    expect(response.body).not.toMatch(
      /argon2|tokenHash|token_hash|SECRET|p256dh|Carlos Saved This|BETA-SECRET-CODE/,
    )
  })
})
