import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  groceryListItems,
  groceryListRecipes,
  groceryLists,
  plannedMeals,
  recipes,
  users,
  weeklyMealPlans,
} from '../../db/schema'

export type WeeklyPlanRow = typeof weeklyMealPlans.$inferSelect
export type PlannedMealRow = typeof plannedMeals.$inferSelect
export type GroceryListRow = typeof groceryLists.$inferSelect
export type GroceryItemRow = typeof groceryListItems.$inferSelect
export type NewGroceryItemRow = Omit<typeof groceryListItems.$inferInsert, 'id' | 'listId'>

export const findPlanByWeek = async (db: Executor, groupId: number, weekStartDate: string) => {
  const [row] = await db
    .select()
    .from(weeklyMealPlans)
    .where(and(eq(weeklyMealPlans.groupId, groupId), eq(weeklyMealPlans.weekStartDate, weekStartDate)))
    .limit(1)
  return row ?? null
}

export const findPlan = async (db: Executor, planId: number) => {
  const [row] = await db.select().from(weeklyMealPlans).where(eq(weeklyMealPlans.id, planId)).limit(1)
  return row ?? null
}

/** Locks the plan so regenerating its grocery list happens one at a time. */
export const lockPlan = async (db: Executor, planId: number) => {
  const [row] = await db
    .select()
    .from(weeklyMealPlans)
    .where(eq(weeklyMealPlans.id, planId))
    .for('update')
    .limit(1)
  return row ?? null
}

/** Inserts the week's plan; null when the group already has one for that week. */
export const insertPlan = async (db: Executor, values: typeof weeklyMealPlans.$inferInsert) => {
  const [row] = await db
    .insert(weeklyMealPlans)
    .values(values)
    .onConflictDoNothing({ target: [weeklyMealPlans.groupId, weeklyMealPlans.weekStartDate] })
    .returning()
  return row ?? null
}

export const touchPlan = async (db: Executor, planId: number) => {
  await db.update(weeklyMealPlans).set({ updatedAt: new Date() }).where(eq(weeklyMealPlans.id, planId))
}

export const findMealsOfPlan = (db: Executor, planId: number) =>
  db
    .select()
    .from(plannedMeals)
    .where(eq(plannedMeals.planId, planId))
    .orderBy(asc(plannedMeals.dayOfWeek), asc(plannedMeals.createdAt), asc(plannedMeals.id))

export const insertMeal = async (db: Executor, values: typeof plannedMeals.$inferInsert) => {
  const [row] = await db.insert(plannedMeals).values(values).returning()
  if (!row) throw new Error('planned meal insert returned nothing')
  return row
}

/** The meal with the group its plan belongs to, for the access check. */
export const findMealWithGroup = async (db: Executor, mealId: number) => {
  const [row] = await db
    .select({ meal: plannedMeals, groupId: weeklyMealPlans.groupId })
    .from(plannedMeals)
    .innerJoin(weeklyMealPlans, eq(weeklyMealPlans.id, plannedMeals.planId))
    .where(eq(plannedMeals.id, mealId))
    .limit(1)
  return row ?? null
}

export const deleteMeal = async (db: Executor, mealId: number) => {
  const rows = await db
    .delete(plannedMeals)
    .where(eq(plannedMeals.id, mealId))
    .returning({ id: plannedMeals.id })
  return rows.length > 0
}

export const updateMealCompleted = async (db: Executor, mealId: number, completed: boolean) => {
  const [row] = await db
    .update(plannedMeals)
    .set({ completed })
    .where(eq(plannedMeals.id, mealId))
    .returning()
  return row ?? null
}

export const findGroceryList = async (db: Executor, listId: number) => {
  const [row] = await db.select().from(groceryLists).where(eq(groceryLists.id, listId)).limit(1)
  return row ?? null
}

export const findGroceryListOfPlan = async (db: Executor, planId: number) => {
  const [row] = await db.select().from(groceryLists).where(eq(groceryLists.planId, planId)).limit(1)
  return row ?? null
}

export const insertGroceryList = async (db: Executor, values: typeof groceryLists.$inferInsert) => {
  const [row] = await db.insert(groceryLists).values(values).returning()
  if (!row) throw new Error('grocery list insert returned nothing')
  return row
}

export const touchGroceryList = async (db: Executor, listId: number) => {
  await db.update(groceryLists).set({ updatedAt: new Date() }).where(eq(groceryLists.id, listId))
}

export const findGroceryItems = (db: Executor, listIds: readonly number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(groceryListItems)
        .where(inArray(groceryListItems.listId, [...listIds]))
        .orderBy(asc(groceryListItems.position), asc(groceryListItems.id))

export const insertGroceryItems = async (
  db: Executor,
  listId: number,
  items: readonly NewGroceryItemRow[],
) => {
  if (items.length === 0) return []
  return db
    .insert(groceryListItems)
    .values(items.map((item) => ({ ...item, listId })))
    .returning()
}

/** Removes the generated lines of a list (members' own additions stay); answers what was removed. */
export const deleteGeneratedItems = (db: Executor, listId: number) =>
  db
    .delete(groceryListItems)
    .where(and(eq(groceryListItems.listId, listId), eq(groceryListItems.isManual, false)))
    .returning()

/** One row, one statement: two members checking different lines at once both keep their change. */
export const updateItemChecked = async (db: Executor, listId: number, itemId: number, checked: boolean) => {
  const [row] = await db
    .update(groceryListItems)
    .set({ checked, updatedAt: new Date() })
    .where(and(eq(groceryListItems.id, itemId), eq(groceryListItems.listId, listId)))
    .returning()
  return row ?? null
}

export const deleteItem = async (db: Executor, listId: number, itemId: number) => {
  const rows = await db
    .delete(groceryListItems)
    .where(and(eq(groceryListItems.id, itemId), eq(groceryListItems.listId, listId)))
    .returning({ id: groceryListItems.id })
  return rows.length > 0
}

export const nextItemPosition = async (db: Executor, listId: number) => {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${groceryListItems.position}), -1)::int + 1` })
    .from(groceryListItems)
    .where(eq(groceryListItems.listId, listId))
  return row?.value ?? 0
}

/** The group's one shopping list, if it has one yet. */
export const findShoppingList = async (db: Executor, groupId: number) => {
  const [row] = await db
    .select()
    .from(groceryLists)
    .where(and(eq(groceryLists.groupId, groupId), eq(groceryLists.isShoppingList, true)))
    .limit(1)
  return row ?? null
}

/** Locks the group's shopping list row until the transaction ends, so changes to it happen one at a time. */
export const lockShoppingList = async (db: Executor, groupId: number) => {
  const [row] = await db
    .select()
    .from(groceryLists)
    .where(and(eq(groceryLists.groupId, groupId), eq(groceryLists.isShoppingList, true)))
    .for('update')
    .limit(1)
  return row ?? null
}

/** Creates the group's shopping list unless a concurrent request just did; answers the one list either way. */
export const ensureShoppingList = async (
  db: Executor,
  { groupId, createdBy, title }: { groupId: number; createdBy: number; title: string },
) => {
  await db
    .insert(groceryLists)
    .values({ groupId, createdBy, title, isShoppingList: true })
    .onConflictDoNothing()
  const list = await findShoppingList(db, groupId)
  if (!list) throw new Error('the shopping list vanished while it was created')
  return list
}

/** Adds a recipe to a list, or sets its servings when it is already there. */
export const upsertListRecipe = async (
  db: Executor,
  values: {
    listId: number
    recipeId: number
    servings: number
    addedBy: number
    /** Undefined keeps what the cook skipped before. */
    skippedIngredients?: number[]
  },
) => {
  await db
    .insert(groceryListRecipes)
    .values(values)
    .onConflictDoUpdate({
      target: [groceryListRecipes.listId, groceryListRecipes.recipeId],
      set: {
        servings: values.servings,
        ...(values.skippedIngredients ? { skippedIngredients: values.skippedIngredients } : {}),
      },
    })
}

export const deleteListRecipe = async (db: Executor, listId: number, recipeId: number) => {
  const rows = await db
    .delete(groceryListRecipes)
    .where(and(eq(groceryListRecipes.listId, listId), eq(groceryListRecipes.recipeId, recipeId)))
    .returning({ recipeId: groceryListRecipes.recipeId })
  return rows.length > 0
}

/** What a list's lines are built from, for recipes already on it (a member's private one included). */
export const findRecipesOnList = (db: Executor, listId: number) =>
  db
    .select({
      id: recipes.id,
      title: recipes.title,
      ingredients: recipes.ingredients,
      servings: recipes.servings,
      costPerServing: recipes.costPerServing,
    })
    .from(groceryListRecipes)
    .innerJoin(recipes, eq(recipes.id, groceryListRecipes.recipeId))
    .where(eq(groceryListRecipes.listId, listId))

/** What lines are built from, for recipes already planned (a member's private one included). */
export const findGroceryRecipesByIds = async (db: Executor, recipeIds: readonly number[]) =>
  recipeIds.length === 0
    ? []
    : db
        .select({
          id: recipes.id,
          title: recipes.title,
          ingredients: recipes.ingredients,
          servings: recipes.servings,
          costPerServing: recipes.costPerServing,
        })
        .from(recipes)
        .where(inArray(recipes.id, [...new Set(recipeIds)]))

/** The recipes on a list, first added first, with who added each. */
export const findListRecipes = (db: Executor, listId: number) =>
  db
    .select({
      recipeId: groceryListRecipes.recipeId,
      servings: groceryListRecipes.servings,
      skippedIngredients: groceryListRecipes.skippedIngredients,
      title: recipes.title,
      addedBy: users.firstName,
    })
    .from(groceryListRecipes)
    .innerJoin(recipes, eq(recipes.id, groceryListRecipes.recipeId))
    .leftJoin(users, eq(users.id, groceryListRecipes.addedBy))
    .where(eq(groceryListRecipes.listId, listId))
    .orderBy(asc(groceryListRecipes.addedAt), asc(groceryListRecipes.recipeId))
