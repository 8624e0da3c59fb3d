import {
  MEAL_TYPES,
  NO_WEEKLY_PLAN_MESSAGE,
  toWeekStart,
  type AddMeal,
  type CreatePlan,
  type MealType,
  type PlannedMeal,
  type SmartRecommendation,
  type SuggestionsQuery,
  type TimeOfDay,
  type WeeklyPlan,
} from '@forkcast/contract/planning.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import type { Translate } from '../../lib/translate'
import type { UserRow } from '../users/users.repository'
import { listGroups } from '../groups/groups.service'
import { enqueueWebhookEvent } from '../webhooks/webhooks.service'
import { getRecipe } from '../recipes/recipe-lists.service'
import { publishGroceryEvent, replaceGeneratedItems, toGroceryList } from './grocery-lists.service'
import { assertPlanningAccess } from './planning-access'
import {
  deleteMeal,
  findGroceryItems,
  findGroceryListOfPlan,
  findGroceryRecipesByIds,
  findMealWithGroup,
  findMealsOfPlan,
  findPlan,
  findPlanByWeek,
  insertGroceryList,
  insertMeal,
  insertPlan,
  lockPlan,
  touchPlan,
  updateMealCompleted,
  type PlannedMealRow,
  type WeeklyPlanRow,
} from './planning.repository'
import { recommendMeals } from './smart-planner.service'
import { totalMinutesOf } from '@forkcast/contract/recipe-time'
import { groupEvent } from '../../realtime/events'

const MEAL_NOT_FOUND = 'That meal is not in the plan any more'
const MEAL_TYPE_SET = new Set<string>(MEAL_TYPES)
const toMealType = (value: string): MealType => (MEAL_TYPE_SET.has(value) ? (value as MealType) : 'dinner')

const toPlannedMeal = (row: PlannedMealRow): PlannedMeal => ({
  id: row.id,
  recipeId: row.recipeId,
  recipe: { id: row.recipeId, title: row.recipeTitle, prepTime: row.totalTimeMinutes },
  dayOfWeek: row.dayOfWeek,
  mealType: toMealType(row.mealType),
  servings: row.servings,
  estimatedCost: row.costPerServing === null ? null : Math.round(row.costPerServing * row.servings * 100),
  completed: row.completed,
  notes: row.notes,
})

const emptyDay = (): Record<MealType, PlannedMeal[]> => ({ breakfast: [], lunch: [], dinner: [], snack: [] })

async function toWeeklyPlan(db: Executor, plan: WeeklyPlanRow): Promise<WeeklyPlan> {
  const [meals, list] = await Promise.all([findMealsOfPlan(db, plan.id), findGroceryListOfPlan(db, plan.id)])
  const byDay: WeeklyPlan['meals'] = {}
  for (let day = 0; day <= 6; day += 1) byDay[String(day)] = emptyDay()
  for (const row of meals) byDay[String(row.dayOfWeek)]![toMealType(row.mealType)].push(toPlannedMeal(row))
  return {
    id: plan.id,
    groupId: plan.groupId,
    weekStartDate: plan.weekStartDate,
    name: plan.name,
    description: plan.description,
    meals: byDay,
    groceryListGenerated: list !== null,
    groceryList: list ? toGroceryList(list, await findGroceryItems(db, [list.id])) : null,
  }
}

const publishPlanEvent = async (
  ctx: AppContext,
  tx: Executor,
  plan: Pick<WeeklyPlanRow, 'id' | 'groupId' | 'weekStartDate'>,
) => {
  const facts = { planId: plan.id, weekStartDate: plan.weekStartDate }
  await ctx.hub.publish(groupEvent(plan.groupId, 'meal-plan-changed', facts), tx)
  await enqueueWebhookEvent(ctx, tx, { groupId: plan.groupId, event: 'plan.changed', data: facts })
}

/** The group asked for, or the caller's first group; planning always belongs to a family group. */
async function resolveGroupId(ctx: AppContext, userId: number, groupId: number | undefined) {
  if (groupId !== undefined) return groupId
  const [first] = await listGroups(ctx, userId)
  if (!first) throw new AppError('BAD_REQUEST', 'Create or join a family group to plan meals together')
  return first.id
}

export async function getCurrentPlan(
  ctx: AppContext,
  { userId, weekStartDate, groupId }: { userId: number; weekStartDate: string; groupId?: number },
): Promise<WeeklyPlan | null> {
  const resolvedGroupId = await resolveGroupId(ctx, userId, groupId)
  await assertPlanningAccess(ctx, { userId, groupId: resolvedGroupId, feature: 'weeklyPlans' })
  const plan = await findPlanByWeek(ctx.db, resolvedGroupId, toWeekStart(weekStartDate))
  return plan ? toWeeklyPlan(ctx.db, plan) : null
}

/** One plan per group and week: creating it twice answers the existing one (`created` false). */
export async function createPlan(ctx: AppContext, { userId, input }: { userId: number; input: CreatePlan }) {
  await assertPlanningAccess(ctx, { userId, groupId: input.groupId, feature: 'weeklyPlans' })
  const weekStartDate = toWeekStart(input.weekStartDate)
  return ctx.db.transaction(async (tx) => {
    const inserted = await insertPlan(tx, {
      groupId: input.groupId,
      weekStartDate,
      name: input.name || `Week of ${weekStartDate}`,
      description: input.description ?? '',
      createdBy: userId,
    })
    if (inserted) await publishPlanEvent(ctx, tx, inserted)
    const plan = inserted ?? (await findPlanByWeek(tx, input.groupId, weekStartDate))
    if (!plan) throw new Error('weekly plan vanished after insert conflict')
    return { plan: await toWeeklyPlan(tx, plan), created: inserted !== null }
  })
}

/** The plan, when the caller is in its group; another group's plan is a 404 like a missing one. */
async function requirePlan(ctx: AppContext, userId: number, planId: number) {
  const plan = await findPlan(ctx.db, planId)
  if (!plan) throw new AppError('NOT_FOUND', NO_WEEKLY_PLAN_MESSAGE)
  try {
    await assertPlanningAccess(ctx, { userId, groupId: plan.groupId, feature: 'weeklyPlans' })
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', NO_WEEKLY_PLAN_MESSAGE)
    throw error
  }
  return plan
}

export async function addMeal(
  ctx: AppContext,
  { user, planId, input }: { user: UserRow; planId: number; input: AddMeal },
): Promise<PlannedMeal> {
  const plan = await requirePlan(ctx, user.id, planId)
  const recipe = await getRecipe(ctx, { user, recipeId: input.recipeId, groupId: plan.groupId })
  if (recipe.warnings.allergens.length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `${recipe.title} contains something a member of your group is allergic to, so it cannot go in the plan`,
      { issues: [{ path: 'recipeId', message: 'This recipe is not safe for your group' }] },
    )
  }
  return ctx.db.transaction(async (tx) => {
    const row = await insertMeal(tx, {
      planId: plan.id,
      recipeId: recipe.id,
      dayOfWeek: input.dayOfWeek,
      mealType: input.mealType,
      servings: input.servings,
      notes: input.notes,
      recipeTitle: recipe.title,
      totalTimeMinutes: totalMinutesOf(recipe),
      costPerServing: recipe.costPerServing,
      addedBy: user.id,
    })
    await touchPlan(tx, plan.id)
    await publishPlanEvent(ctx, tx, plan)
    return toPlannedMeal(row)
  })
}

async function requireMeal(ctx: AppContext, userId: number, mealId: number) {
  const found = await findMealWithGroup(ctx.db, mealId)
  if (!found) throw new AppError('NOT_FOUND', MEAL_NOT_FOUND)
  try {
    await assertPlanningAccess(ctx, { userId, groupId: found.groupId, feature: 'weeklyPlans' })
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', MEAL_NOT_FOUND)
    throw error
  }
  const plan = await findPlan(ctx.db, found.meal.planId)
  if (!plan) throw new AppError('NOT_FOUND', MEAL_NOT_FOUND)
  return { meal: found.meal, plan }
}

export async function removeMeal(ctx: AppContext, { userId, mealId }: { userId: number; mealId: number }) {
  const { plan } = await requireMeal(ctx, userId, mealId)
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteMeal(tx, mealId))) throw new AppError('NOT_FOUND', MEAL_NOT_FOUND)
    await touchPlan(tx, plan.id)
    await publishPlanEvent(ctx, tx, plan)
  })
  return { success: true as const }
}

export async function setMealCompleted(
  ctx: AppContext,
  { userId, mealId, completed }: { userId: number; mealId: number; completed: boolean },
): Promise<PlannedMeal> {
  const { plan } = await requireMeal(ctx, userId, mealId)
  return ctx.db.transaction(async (tx) => {
    const row = await updateMealCompleted(tx, mealId, completed)
    if (!row) throw new AppError('NOT_FOUND', MEAL_NOT_FOUND)
    await publishPlanEvent(ctx, tx, plan)
    return toPlannedMeal(row)
  })
}

const TIME_OF_MEAL: Record<MealType, TimeOfDay> = {
  breakfast: 'morning',
  lunch: 'afternoon',
  dinner: 'evening',
  snack: 'afternoon',
}

/** Smart recommendations for one slot: the meal type sets the time of day, Saturday and Sunday are weekends. */
export async function suggestForSlot(
  ctx: AppContext,
  {
    user,
    query,
    now,
    translate,
  }: { user: UserRow; query: SuggestionsQuery; now?: Date; translate?: Translate },
): Promise<SmartRecommendation[]> {
  const groupId = await resolveGroupId(ctx, user.id, query.groupId)
  return recommendMeals(ctx, {
    user,
    now,
    translate,
    feature: 'weeklyPlans',
    slot: query.mealType === 'snack' ? 'snack' : 'main',
    request: {
      groupId,
      timeOfDay: TIME_OF_MEAL[query.mealType],
      energyLevel: query.energyLevel,
      occasionType: query.dayOfWeek === 0 || query.dayOfWeek === 6 ? 'weekend' : 'weekday',
      budgetRange: query.budgetRange,
      servingSize: query.servingSize,
      availableIngredients: [],
    },
  })
}

/** Builds (or rebuilds) the plan's one grocery list from every planned meal at its servings. */
export async function generatePlanGroceryList(
  ctx: AppContext,
  { user, planId }: { user: UserRow; planId: number },
) {
  const plan = await requirePlan(ctx, user.id, planId)
  const meals = await findMealsOfPlan(ctx.db, plan.id)
  if (meals.length === 0) {
    throw new AppError('BAD_REQUEST', 'Add a meal to the week before making its grocery list')
  }
  // Meals were checked when planned: a member's private recipe must not keep the others from the list.
  const byId = new Map(
    (
      await findGroceryRecipesByIds(
        ctx.db,
        meals.map((meal) => meal.recipeId),
      )
    ).map((row) => [row.id, row]),
  )
  const recipes = meals.flatMap((meal) => {
    const recipe = byId.get(meal.recipeId)
    return recipe ? [{ recipe, servings: meal.servings }] : []
  })
  return ctx.db.transaction(async (tx) => {
    // The plan row lock makes two members generating at once build one list, one after the other.
    await lockPlan(tx, plan.id)
    const list =
      (await findGroceryListOfPlan(tx, plan.id)) ??
      (await insertGroceryList(tx, {
        groupId: plan.groupId,
        planId: plan.id,
        title: plan.name,
        createdBy: user.id,
      }))
    const items = await replaceGeneratedItems(tx, list, recipes)
    await publishGroceryEvent(ctx, tx, list)
    await publishPlanEvent(ctx, tx, plan)
    return toGroceryList(list, items)
  })
}
