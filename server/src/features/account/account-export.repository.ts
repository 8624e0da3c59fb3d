import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  betaTesters,
  dailyUsage,
  eliminationSessions,
  familyGroups,
  favoriteRestaurants,
  groceryListItems,
  groceryListRecipes,
  groceryLists,
  groupMembers,
  knownDevices,
  passkeys,
  plannedMeals,
  pushSubscriptions,
  apiTokens,
  calendarFeeds,
  webhooks,
  recipeRatings,
  recipeSuggestionHistory,
  recipes,
  savedRecipes,
  sessionChoices,
  sessionEliminations,
  sessionPreferences,
  sessionSubmissions,
  sessions,
  subscriptions,
  testCheckouts,
  users,
  weeklyMealPlans,
} from '../../db/schema'

/**
 * Every column that points at users.id, and the export section that holds its rows (decision 035). A test walks
 * the schema's foreign keys and fails when a new one is in neither this list nor USER_COLUMNS_LEFT_OUT.
 */
export const USER_COLUMNS_EXPORTED = {
  'family_groups.owner_id': 'groups (isOwner)',
  'group_members.user_id': 'groups',
  'sessions.user_id': 'devices (no token hash)',
  'known_devices.user_id': 'knownDevices (no token hash)',
  'passkeys.user_id': 'passkeys (name and dates; no key material)',
  'recipes.owner_id': 'recipes',
  'recipes.generated_for_user_id': 'generatedRecipes',
  'recipes.imported_by_user_id': 'importedRecipes',
  'saved_recipes.user_id': 'savedRecipes',
  'recipe_ratings.user_id': 'ratings',
  'recipe_suggestion_history.user_id': 'suggestionHistory',
  'favorite_restaurants.user_id': 'favorites (personal and the family favorites they saved)',
  'subscriptions.user_id': 'subscription',
  'test_checkouts.user_id': 'checkouts',
  'daily_usage.user_id': 'dailyUsage',
  'beta_testers.redeemed_by': 'betaInvite',
  'weekly_meal_plans.created_by': 'planning.weeklyPlans',
  'planned_meals.added_by': 'planning.plannedMeals',
  'grocery_lists.created_by': 'planning.groceryLists',
  'grocery_list_recipes.added_by': 'planning.shoppingListRecipes',
  'elimination_sessions.solo_user_id': 'voting.soloSessions',
  'elimination_sessions.round_started_by': 'voting.roundsStarted',
  'session_eliminations.user_id': 'voting.vetoes',
  'session_preferences.user_id': 'voting.likes',
  'session_choices.user_id': 'voting.choices',
  'session_submissions.user_id': 'voting.submissions',
  'push_subscriptions.user_id': 'pushSubscriptions (endpoint only, no keys)',
  'api_tokens.user_id': 'apiTokens (name, scope and prefix; no token hash)',
  'calendar_feeds.user_id': 'calendarFeeds (which group, since when; no token hash)',
  'webhooks.created_by': 'webhooks (address and events; no signing secret)',
} as const satisfies Record<string, string>

/** Columns pointing at users.id whose rows the export deliberately leaves out, and why. */
export const USER_COLUMNS_LEFT_OUT = {
  'passkey_challenges.user_id': 'one-time WebAuthn challenges, answered or gone within five minutes',
  'account_tokens.user_id': 'hashes of single-use mailed links: secrets that expire within a day',
  'bulk_upload_rows.owner_id':
    'staging rows of an upload under way, swept within the hour; finished ones are recipes',
  'beta_testers.invited_by': "invitations an admin sent hold other people's email addresses",
  'board_guest_links.created_by':
    "a board's guest link: a bearer secret that ends with the round or within a day",
  'board_guests.user_id': 'a guest has no account to export; the seat holds only its board and a cookie hash',
  'recipe_share_links.created_by':
    'public links are bearer secrets: a file of them would spread them; Share on the recipe shows its link again',
} as const satisfies Record<string, string>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Everything stored about a user, read section by section; secrets (hashes, push keys) are never selected. */
export async function readAccountExport(db: Executor, signedIn: typeof users.$inferSelect) {
  const userId = signedIn.id
  const [user = signedIn] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  const { passwordHash: _passwordHash, createdAt, updatedAt, ...profile } = user

  const groups = await db
    .select({
      id: familyGroups.id,
      name: familyGroups.name,
      joinedAt: groupMembers.joinedAt,
      isOwner: sql<boolean>`${familyGroups.ownerId} = ${userId}`,
    })
    .from(groupMembers)
    .innerJoin(familyGroups, eq(familyGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(familyGroups.id))

  const recipeColumns = {
    id: recipes.id,
    title: recipes.title,
    description: recipes.description,
    foodType: recipes.foodType,
    ingredients: recipes.ingredients,
    instructions: recipes.instructions,
    sourceType: recipes.sourceType,
    sourceUrl: recipes.sourceUrl,
    createdAt: recipes.createdAt,
  }
  const ownRecipes = await db.select(recipeColumns).from(recipes).where(eq(recipes.ownerId, userId))
  const generatedRecipes = await db
    .select(recipeColumns)
    .from(recipes)
    .where(eq(recipes.generatedForUserId, userId))
  const importedRecipes = await db
    .select(recipeColumns)
    .from(recipes)
    .where(
      and(
        eq(recipes.importedByUserId, userId),
        or(sql`${recipes.ownerId} is null`, ne(recipes.ownerId, userId)),
      ),
    )

  const saved = await db
    .select({ recipeId: savedRecipes.recipeId, title: recipes.title, savedAt: savedRecipes.createdAt })
    .from(savedRecipes)
    .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
    .where(eq(savedRecipes.userId, userId))
  const ratings = await db
    .select({
      recipeId: recipeRatings.recipeId,
      title: recipes.title,
      rating: recipeRatings.rating,
      ratedAt: recipeRatings.updatedAt,
    })
    .from(recipeRatings)
    .innerJoin(recipes, eq(recipes.id, recipeRatings.recipeId))
    .where(eq(recipeRatings.userId, userId))
  const suggestionHistory = await db
    .select({
      recipeId: recipeSuggestionHistory.recipeId,
      title: recipes.title,
      shownAt: recipeSuggestionHistory.shownAt,
    })
    .from(recipeSuggestionHistory)
    .innerJoin(recipes, eq(recipes.id, recipeSuggestionHistory.recipeId))
    .where(eq(recipeSuggestionHistory.userId, userId))
    .orderBy(asc(recipeSuggestionHistory.id))

  const favorites = await db
    .select({
      id: favoriteRestaurants.id,
      groupId: favoriteRestaurants.groupId,
      groupName: familyGroups.name,
      placeId: favoriteRestaurants.placeId,
      name: favoriteRestaurants.name,
      address: favoriteRestaurants.address,
      cuisine: favoriteRestaurants.cuisine,
      rating: favoriteRestaurants.rating,
      priceLevel: favoriteRestaurants.priceLevel,
      phoneNumber: favoriteRestaurants.phoneNumber,
      website: favoriteRestaurants.website,
      photoUrl: favoriteRestaurants.photoUrl,
      notes: favoriteRestaurants.notes,
      savedAt: favoriteRestaurants.createdAt,
    })
    .from(favoriteRestaurants)
    .leftJoin(familyGroups, eq(familyGroups.id, favoriteRestaurants.groupId))
    .where(eq(favoriteRestaurants.userId, userId))
    .orderBy(asc(favoriteRestaurants.id))

  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  const checkouts = await db
    .select({
      tier: testCheckouts.tier,
      groupId: testCheckouts.groupId,
      status: testCheckouts.status,
      createdAt: testCheckouts.createdAt,
    })
    .from(testCheckouts)
    .where(eq(testCheckouts.userId, userId))
  const usage = await db
    .select({ kind: dailyUsage.kind, day: dailyUsage.day, count: dailyUsage.count })
    .from(dailyUsage)
    .where(eq(dailyUsage.userId, userId))
    .orderBy(asc(dailyUsage.day), asc(dailyUsage.kind))
  const [betaInvite] = await db
    .select({
      email: betaTesters.email,
      accessLevel: betaTesters.accessLevel,
      invitedAt: betaTesters.invitedAt,
      redeemedAt: betaTesters.redeemedAt,
    })
    .from(betaTesters)
    .where(eq(betaTesters.redeemedBy, userId))

  const weeklyPlans = await db
    .select({
      id: weeklyMealPlans.id,
      groupId: weeklyMealPlans.groupId,
      weekStartDate: weeklyMealPlans.weekStartDate,
      name: weeklyMealPlans.name,
      description: weeklyMealPlans.description,
      createdAt: weeklyMealPlans.createdAt,
    })
    .from(weeklyMealPlans)
    .where(eq(weeklyMealPlans.createdBy, userId))
  const meals = await db
    .select({
      planId: plannedMeals.planId,
      weekStartDate: weeklyMealPlans.weekStartDate,
      recipeId: plannedMeals.recipeId,
      recipeTitle: plannedMeals.recipeTitle,
      dayOfWeek: plannedMeals.dayOfWeek,
      mealType: plannedMeals.mealType,
      servings: plannedMeals.servings,
      notes: plannedMeals.notes,
      completed: plannedMeals.completed,
      addedAt: plannedMeals.createdAt,
    })
    .from(plannedMeals)
    .innerJoin(weeklyMealPlans, eq(weeklyMealPlans.id, plannedMeals.planId))
    .where(eq(plannedMeals.addedBy, userId))
    .orderBy(asc(plannedMeals.id))
  const lists = await db
    .select({
      id: groceryLists.id,
      groupId: groceryLists.groupId,
      planId: groceryLists.planId,
      title: groceryLists.title,
      isShoppingList: groceryLists.isShoppingList,
      createdAt: groceryLists.createdAt,
    })
    .from(groceryLists)
    .where(eq(groceryLists.createdBy, userId))
  const lines = lists.length
    ? await db
        .select({
          listId: groceryListItems.listId,
          name: groceryListItems.name,
          quantity: groceryListItems.quantity,
          category: groceryListItems.category,
          checked: groceryListItems.checked,
          isManual: groceryListItems.isManual,
        })
        .from(groceryListItems)
        .where(
          inArray(
            groceryListItems.listId,
            lists.map((list) => list.id),
          ),
        )
        .orderBy(asc(groceryListItems.position), asc(groceryListItems.id))
    : []
  const shoppingListRecipes = await db
    .select({
      listId: groceryListRecipes.listId,
      groupId: groceryLists.groupId,
      recipeId: groceryListRecipes.recipeId,
      title: recipes.title,
      servings: groceryListRecipes.servings,
      addedAt: groceryListRecipes.addedAt,
    })
    .from(groceryListRecipes)
    .innerJoin(groceryLists, eq(groceryLists.id, groceryListRecipes.listId))
    .innerJoin(recipes, eq(recipes.id, groceryListRecipes.recipeId))
    .where(eq(groceryListRecipes.addedBy, userId))

  const soloSessions = await db
    .select({
      sessionId: eliminationSessions.id,
      category: eliminationSessions.category,
      status: eliminationSessions.status,
      decidedOptionId: eliminationSessions.decidedOptionId,
      createdAt: eliminationSessions.createdAt,
    })
    .from(eliminationSessions)
    .where(eq(eliminationSessions.soloUserId, userId))
  const vote = { sessionId: sessionEliminations.sessionId, optionId: sessionEliminations.optionId }
  const vetoes = await db
    .select({ ...vote, at: sessionEliminations.createdAt })
    .from(sessionEliminations)
    .where(eq(sessionEliminations.userId, userId))
  const likes = await db
    .select({
      sessionId: sessionPreferences.sessionId,
      optionId: sessionPreferences.optionId,
      at: sessionPreferences.createdAt,
    })
    .from(sessionPreferences)
    .where(eq(sessionPreferences.userId, userId))
  const choices = await db
    .select({
      sessionId: sessionChoices.sessionId,
      optionId: sessionChoices.optionId,
      at: sessionChoices.createdAt,
    })
    .from(sessionChoices)
    .where(eq(sessionChoices.userId, userId))
  const submissions = await db
    .select({ sessionId: sessionSubmissions.sessionId, at: sessionSubmissions.createdAt })
    .from(sessionSubmissions)
    .where(eq(sessionSubmissions.userId, userId))
  // decided_by has no foreign key (a decision outlives its decider's membership): read here by value.
  const decisions = await db
    .select({
      sessionId: eliminationSessions.id,
      category: eliminationSessions.category,
      decidedOptionId: eliminationSessions.decidedOptionId,
      decidedReason: eliminationSessions.decidedReason,
      decidedAt: eliminationSessions.decidedAt,
    })
    .from(eliminationSessions)
    .where(eq(eliminationSessions.decidedBy, userId))
  const roundsStarted = await db
    .select({
      sessionId: eliminationSessions.id,
      category: eliminationSessions.category,
      startedAt: eliminationSessions.roundStartedAt,
    })
    .from(eliminationSessions)
    .where(eq(eliminationSessions.roundStartedBy, userId))

  const push = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
  const tokens = await db
    .select({
      name: apiTokens.name,
      scope: apiTokens.scope,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
  const feeds = await db
    .select({ groupId: calendarFeeds.groupId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  const hooks = await db
    .select({
      groupId: webhooks.groupId,
      url: webhooks.url,
      events: webhooks.events,
      createdAt: webhooks.createdAt,
    })
    .from(webhooks)
    .where(eq(webhooks.createdBy, userId))
  const devices = await db
    .select({
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
  const known = await db
    .select({ createdAt: knownDevices.createdAt, expiresAt: knownDevices.expiresAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
  const ownPasskeys = await db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))

  const recipeOut = (row: (typeof ownRecipes)[number]) => ({ ...row, createdAt: iso(row.createdAt) })
  return {
    profile: { ...profile, createdAt: iso(createdAt), updatedAt: iso(updatedAt) },
    groups: groups.map((row) => ({ ...row, joinedAt: iso(row.joinedAt) })),
    recipes: ownRecipes.map(recipeOut),
    generatedRecipes: generatedRecipes.map(recipeOut),
    importedRecipes: importedRecipes.map(recipeOut),
    savedRecipes: saved.map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
    ratings: ratings.map((row) => ({ ...row, ratedAt: iso(row.ratedAt) })),
    suggestionHistory: suggestionHistory.map((row) => ({ ...row, shownAt: iso(row.shownAt) })),
    favorites: favorites.map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
    subscription: subscription
      ? {
          tier: subscription.tier,
          status: subscription.status,
          provider: subscription.provider,
          stripeCustomerId: subscription.stripeCustomerId,
          stripeSubscriptionId: subscription.stripeSubscriptionId,
          currentPeriodEnd: iso(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          coveredGroupId: subscription.coveredGroupId,
          coverEndsAt: iso(subscription.coverEndsAt),
          updatedAt: iso(subscription.updatedAt),
        }
      : null,
    checkouts: checkouts.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    dailyUsage: usage,
    betaInvite: betaInvite
      ? { ...betaInvite, invitedAt: iso(betaInvite.invitedAt), redeemedAt: iso(betaInvite.redeemedAt) }
      : null,
    planning: {
      weeklyPlans: weeklyPlans.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      plannedMeals: meals.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
      groceryLists: lists.map((list) => ({
        ...list,
        createdAt: iso(list.createdAt),
        items: lines.filter((line) => line.listId === list.id).map(({ listId: _listId, ...line }) => line),
      })),
      shoppingListRecipes: shoppingListRecipes.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
    },
    voting: {
      soloSessions: soloSessions.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      vetoes: vetoes.map((row) => ({ ...row, at: iso(row.at) })),
      likes: likes.map((row) => ({ ...row, at: iso(row.at) })),
      choices: choices.map((row) => ({ ...row, at: iso(row.at) })),
      submissions: submissions.map((row) => ({ ...row, at: iso(row.at) })),
      decisions: decisions.map((row) => ({ ...row, decidedAt: iso(row.decidedAt) })),
      roundsStarted: roundsStarted.map((row) => ({ ...row, startedAt: iso(row.startedAt) })),
    },
    pushSubscriptions: push.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    apiTokens: tokens.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
    })),
    calendarFeeds: feeds.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    webhooks: hooks.map((row) => ({ ...row, events: [...row.events], createdAt: iso(row.createdAt) })),
    devices: devices.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
    })),
    knownDevices: known.map((row) => ({ createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) })),
    passkeys: ownPasskeys.map((row) => ({
      name: row.name,
      createdAt: iso(row.createdAt),
      lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
    })),
  }
}
