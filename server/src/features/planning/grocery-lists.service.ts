import { findGroceryAisle } from '@forkcast/contract/grocery-prices'
import { findOnHandLines } from '@forkcast/contract/on-hand'
import {
  DEFAULT_SERVING_SIZE,
  type GroceryItem,
  type GroceryList,
  type ShoppingList,
} from '@forkcast/contract/planning.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { inEnglish, sayWith, type Translate } from '../../lib/translate'
import type { UserRow } from '../users/users.repository'
import { getRecipe } from '../recipes/recipe-lists.service'
import { describeStoredGroceryItem, mergeGroceryLines, type GroceryLineInput } from './grocery-merge'
import { assertPlanningAccess } from './planning-access'
import { requireGroupMember } from '../membership/membership.service'
import { enqueueWebhookEvent } from '../webhooks/webhooks.service'
import { isMember } from '../membership/membership.repository'
import {
  deleteListRecipe,
  ensureShoppingList,
  findListRecipes,
  findRecipesOnList,
  findShoppingList,
  lockShoppingList,
  upsertListRecipe,
  deleteGeneratedItems,
  deleteItem,
  findGroceryItems,
  findGroceryList,
  insertGroceryItems,
  insertGroceryList,
  nextItemPosition,
  touchGroceryList,
  updateItemChecked,
  type GroceryItemRow,
  type GroceryListRow,
} from './planning.repository'
import { groupEvent, type GroupEventFacts } from '../../realtime/events'

const LIST_NOT_FOUND = 'Grocery list not found'
const ITEM_NOT_FOUND = 'That item is not on this list any more'
// Aisle and price are worked out when read, so lists made before a price table change show today's figures.
const toGroceryItem = (row: GroceryItemRow): GroceryItem => ({
  id: row.id,
  name: row.name,
  quantity: row.quantity,
  ...describeStoredGroceryItem(row),
  checked: row.checked,
  recipes: row.recipeTitles,
  isManual: row.isManual,
})

export const toGroceryList = (list: GroceryListRow, rows: readonly GroceryItemRow[]): GroceryList => {
  const items = rows.map(toGroceryItem)
  return {
    id: list.id,
    groupId: list.groupId,
    planId: list.planId,
    title: list.title,
    items,
    estimatedTotal: items.reduce((total, item) => total + item.estimatedCost, 0),
    createdAt: list.createdAt.toISOString(),
  }
}

/** A recipe wanted for some servings, with its lines and cost. */
export interface GroceryRecipe {
  recipe: Pick<Recipe, 'title' | 'ingredients' | 'servings'>
  servings: number
}

/** The recipe without the lines the cook has on hand; positions past its last line are ignored (it was edited). */
const withoutSkipped = <T extends GroceryRecipe['recipe']>(recipe: T, skipped: readonly number[]): T => {
  if (skipped.length === 0) return recipe
  const skip = new Set(skipped)
  return { ...recipe, ingredients: recipe.ingredients.filter((_, index) => !skip.has(index)) }
}

/** Every ingredient line of the recipes, scaled to the servings wanted; each line is priced once merged. */
function toGroceryLines(recipes: readonly GroceryRecipe[]): GroceryLineInput[] {
  return recipes.flatMap(({ recipe, servings }) => {
    const scale = servings / (recipe.servings && recipe.servings > 0 ? recipe.servings : servings)
    return recipe.ingredients.map((line) => ({ line, recipeTitle: recipe.title, scale }))
  })
}

/** The merged lines as rows; checked marks survive a regeneration for lines that are still there. */
function toItemRows(recipes: readonly GroceryRecipe[], previouslyChecked: ReadonlySet<string> = new Set()) {
  return mergeGroceryLines(toGroceryLines(recipes)).map((item, position) => ({
    name: item.name,
    amount: item.amount,
    unit: item.unit,
    quantity: item.quantity,
    category: item.category,
    estimatedCost: item.estimatedCost,
    recipeTitles: item.recipeTitles,
    isManual: false,
    checked: previouslyChecked.has(checkKey(item.name, item.unit)),
    position,
  }))
}

const checkKey = (name: string, unit: string | null) => `${name}|${unit ?? ''}`

/** Loads each recipe through the recipes feature, as the caller sees it (another user's private recipe is a 404). */
async function loadGroceryRecipes(
  ctx: AppContext,
  {
    user,
    groupId,
    wanted,
  }: { user: UserRow; groupId: number; wanted: ReadonlyArray<{ recipeId: number; servings: number }> },
): Promise<GroceryRecipe[]> {
  const byId = new Map<number, Recipe>()
  for (const { recipeId } of wanted) {
    if (!byId.has(recipeId)) byId.set(recipeId, await getRecipe(ctx, { user, recipeId, groupId }))
  }
  return wanted.map(({ recipeId, servings }) => ({ recipe: byId.get(recipeId)!, servings }))
}

export const publishGroceryEvent = async (
  ctx: AppContext,
  tx: Executor,
  list: Pick<GroceryListRow, 'id' | 'groupId' | 'planId'>,
  /** Which item changed and how, when one did. */
  data: Omit<GroupEventFacts<'grocery-list-changed'>, 'listId' | 'planId'> = {},
) => {
  const facts = { listId: list.id, planId: list.planId, ...data }
  await ctx.hub.publish(groupEvent(list.groupId, 'grocery-list-changed', facts), tx)
  await enqueueWebhookEvent(ctx, tx, { groupId: list.groupId, event: 'list.changed', data: facts })
}

/** POST /api/smart-meals/grocery-list: a new list for the group from chosen recipes. */
export async function createGroceryListFromRecipes(
  ctx: AppContext,
  {
    user,
    groupId,
    recipeIds,
    servings,
    onHand = [],
    translate = inEnglish,
  }: {
    user: UserRow
    groupId: number
    recipeIds: number[]
    servings: number
    onHand?: readonly string[]
    /** The language the list is named in: the creator's (decision 056); left out, English. */
    translate?: Translate
  },
): Promise<GroceryList> {
  await assertPlanningAccess(ctx, { userId: user.id, groupId, feature: 'smartPlanner' })
  const loaded = await loadGroceryRecipes(ctx, {
    user,
    groupId,
    wanted: [...new Set(recipeIds)].map((recipeId) => ({ recipeId, servings })),
  })
  // What the cook said they have ('rice') is not bought again.
  const recipes = loaded.map(({ recipe, servings: wanted }) => ({
    recipe: withoutSkipped(recipe, findOnHandLines(recipe.ingredients, onHand)),
    servings: wanted,
  }))
  // Named once, in the words of whoever made it: from then on the title is the list's own, as a typed one is.
  const title =
    recipes.length === 1
      ? sayWith(translate, 'Groceries for {{title}}', { title: recipes[0]!.recipe.title })
      : sayWith(translate, 'Groceries for {{count}} recipes', { count: recipes.length })
  return ctx.db.transaction(async (tx) => {
    const list = await insertGroceryList(tx, { groupId, planId: null, title, createdBy: user.id })
    const items = await insertGroceryItems(tx, list.id, toItemRows(recipes))
    await publishGroceryEvent(ctx, tx, list)
    return toGroceryList(list, items)
  })
}

/** Regenerates the generated lines of a list; members' own lines stay, and so do checks on lines still needed. */
export async function replaceGeneratedItems(
  tx: Executor,
  list: GroceryListRow,
  recipes: readonly GroceryRecipe[],
) {
  const removed = await deleteGeneratedItems(tx, list.id)
  const checked = new Set(removed.filter((row) => row.checked).map((row) => checkKey(row.name, row.unit)))
  await insertGroceryItems(tx, list.id, toItemRows(recipes, checked))
  await touchGroceryList(tx, list.id)
  return findGroceryItems(tx, [list.id])
}

/**
 * Any member reads and ticks any list of their group on every plan: building a list from a plan is what the
 * plan pays for, shopping from it is the family's (decision 028). Another group's list looks like a missing one.
 */
async function requireListAccess(ctx: AppContext, userId: number, listId: number) {
  const list = await findGroceryList(ctx.db, listId)
  if (!list || !(await isMember(ctx.db, list.groupId, userId)))
    throw new AppError('NOT_FOUND', LIST_NOT_FOUND)
  return list
}

const SHOPPING_LIST_TITLE = 'Shopping list'

const toShoppingList = async (db: Executor, list: GroceryListRow | null): Promise<ShoppingList> => {
  if (!list) return { list: null, recipes: [] }
  const [items, recipes] = await Promise.all([findGroceryItems(db, [list.id]), findListRecipes(db, list.id)])
  return {
    list: toGroceryList(list, items),
    recipes: recipes.map(({ recipeId, title, servings, addedBy }) => ({
      recipeId,
      title,
      servings,
      addedBy,
    })),
  }
}

/** GET /api/grocery-lists/shopping: the group's one shopping list, for any member on any plan. */
export async function getShoppingList(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId: number },
): Promise<ShoppingList> {
  await requireGroupMember(ctx, { userId, groupId })
  return toShoppingList(ctx.db, await findShoppingList(ctx.db, groupId))
}

/**
 * Puts a recipe on (or takes it off) the group's shopping list and rebuilds its generated lines with the
 * merge rules every list uses; members' own lines and ticks on lines still needed stay. Every plan.
 */
export async function changeShoppingList(
  ctx: AppContext,
  {
    user,
    groupId,
    change,
  }: {
    user: UserRow
    groupId: number
    change:
      | { add: { recipeId: number; servings?: number; skipIngredients?: number[] } }
      | { remove: { recipeId: number } }
  },
): Promise<ShoppingList> {
  await requireGroupMember(ctx, { userId: user.id, groupId })
  // Loaded as the caller sees it: another user's private recipe is a 404, as everywhere.
  const recipe =
    'add' in change ? await getRecipe(ctx, { user, recipeId: change.add.recipeId, groupId }) : null
  // Changes wait for the list's row lock and read what is on it under the lock, so concurrent adds all land.
  return ctx.db.transaction(async (tx) => {
    let list = await lockShoppingList(tx, groupId)
    if (!list && 'add' in change) {
      await ensureShoppingList(tx, { groupId, createdBy: user.id, title: SHOPPING_LIST_TITLE })
      list = await lockShoppingList(tx, groupId)
    }
    const onList = list ? await findListRecipes(tx, list.id) : []
    if (!list || ('remove' in change && !onList.some((entry) => entry.recipeId === change.remove.recipeId)))
      throw new AppError('NOT_FOUND', 'That recipe is not on the shopping list')
    const wanted = onList
      .filter((entry) => !('remove' in change) || entry.recipeId !== change.remove.recipeId)
      .map(({ recipeId, servings, skippedIngredients }) => ({ recipeId, servings, skippedIngredients }))
    // Recipes already on the list were checked when added: a member's private one must not block the others.
    const known = new Map<number, GroceryRecipe['recipe']>(
      (await findRecipesOnList(tx, list.id)).map((row) => [row.id, row]),
    )
    if (recipe && 'add' in change) {
      const previous = wanted.find((entry) => entry.recipeId === recipe.id)
      const skipIngredients = change.add.skipIngredients
      const added = {
        recipeId: recipe.id,
        servings: change.add.servings ?? recipe.servings ?? DEFAULT_SERVING_SIZE,
        // Omitted keeps the earlier choice, so changing servings does not bring back what is on hand.
        skippedIngredients: skipIngredients
          ? [...new Set(skipIngredients)].sort((a, b) => a - b)
          : (previous?.skippedIngredients ?? []),
      }
      known.set(recipe.id, recipe)
      const index = wanted.findIndex((entry) => entry.recipeId === recipe.id)
      if (index >= 0) wanted[index] = added
      else wanted.push(added)
      await upsertListRecipe(tx, { listId: list.id, ...added, addedBy: user.id })
    }
    if ('remove' in change) await deleteListRecipe(tx, list.id, change.remove.recipeId)
    const recipes = wanted.flatMap(({ recipeId, servings, skippedIngredients }) => {
      const entry = known.get(recipeId)
      return entry ? [{ recipe: withoutSkipped(entry, skippedIngredients), servings }] : []
    })
    await replaceGeneratedItems(tx, list, recipes)
    await publishGroceryEvent(ctx, tx, list)
    return toShoppingList(tx, list)
  })
}

export async function getGroceryList(
  ctx: AppContext,
  { userId, listId }: { userId: number; listId: number },
) {
  const list = await requireListAccess(ctx, userId, listId)
  return toGroceryList(list, await findGroceryItems(ctx.db, [list.id]))
}

/** Sets one line's check (not a toggle), so two members tapping at once agree and nothing is lost. */
export async function setItemChecked(
  ctx: AppContext,
  { userId, listId, itemId, checked }: { userId: number; listId: number; itemId: number; checked: boolean },
): Promise<GroceryItem> {
  const list = await requireListAccess(ctx, userId, listId)
  return ctx.db.transaction(async (tx) => {
    const row = await updateItemChecked(tx, list.id, itemId, checked)
    if (!row) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND)
    await publishGroceryEvent(ctx, tx, list, { itemId, checked })
    return toGroceryItem(row)
  })
}

export async function addGroceryItem(
  ctx: AppContext,
  { userId, listId, input }: { userId: number; listId: number; input: { name: string; quantity: string } },
): Promise<GroceryItem> {
  const list = await requireListAccess(ctx, userId, listId)
  return ctx.db.transaction(async (tx) => {
    const [row] = await insertGroceryItems(tx, list.id, [
      {
        name: input.name,
        quantity: input.quantity,
        category: findGroceryAisle(input.name),
        isManual: true,
        position: await nextItemPosition(tx, list.id),
      },
    ])
    await touchGroceryList(tx, list.id)
    await publishGroceryEvent(ctx, tx, list, { itemId: row!.id })
    return toGroceryItem(row!)
  })
}

export async function removeGroceryItem(
  ctx: AppContext,
  { userId, listId, itemId }: { userId: number; listId: number; itemId: number },
) {
  const list = await requireListAccess(ctx, userId, listId)
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteItem(tx, list.id, itemId))) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND)
    await publishGroceryEvent(ctx, tx, list, { itemId, removed: true })
  })
  return { success: true as const }
}
