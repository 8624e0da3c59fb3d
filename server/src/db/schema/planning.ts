import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { familyGroups } from './groups'
import { recipes } from './recipes'

/** One plan per group and week; the week starts on the Monday stored here. */
export const weeklyMealPlans = pgTable(
  'weekly_meal_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => familyGroups.id, { onDelete: 'cascade' }),
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('weekly_meal_plans_group_week_idx').on(table.groupId, table.weekStartDate),
    check('weekly_meal_plans_monday_check', sql`extract(isodow from ${table.weekStartDate}) = 1`),
  ],
)

/**
 * A recipe placed on a day (0 Sunday … 6 Saturday, as the spec numbers them) and meal type. The title, time and
 * cost are copied when it is placed, so the week reads without joining another feature's table.
 */
export const plannedMeals = pgTable(
  'planned_meals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => weeklyMealPlans.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    mealType: text('meal_type').notNull(),
    servings: integer('servings').notNull().default(4),
    notes: text('notes').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    recipeTitle: text('recipe_title').notNull(),
    totalTimeMinutes: integer('total_time_minutes'),
    costPerServing: doublePrecision('cost_per_serving'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('planned_meals_plan_idx').on(table.planId, table.dayOfWeek),
    check('planned_meals_day_check', sql`${table.dayOfWeek} between 0 and 6`),
    check(
      'planned_meals_meal_type_check',
      sql`${table.mealType} in ('breakfast', 'lunch', 'dinner', 'snack')`,
    ),
    check('planned_meals_servings_check', sql`${table.servings} between 1 and 50`),
  ],
)

/** A shared shopping list of a group: from a weekly plan (at most one per plan) or from chosen recipes. */
export const groceryLists = pgTable(
  'grocery_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => familyGroups.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .unique()
      .references(() => weeklyMealPlans.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The group's one shopping list, open to every member on every plan; recipes are added to it one by one. */
    isShoppingList: boolean('is_shopping_list').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('grocery_lists_group_idx').on(table.groupId),
    uniqueIndex('grocery_lists_one_shopping_list_per_group')
      .on(table.groupId)
      .where(sql`${table.isShoppingList}`),
  ],
)

/** The recipes on a group's shopping list and for how many: its generated lines are rebuilt from these. */
export const groceryListRecipes = pgTable(
  'grocery_list_recipes',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    servings: integer('servings').notNull(),
    /** Indexes of the recipe's ingredient lines the cook has on hand: left off every rebuild of the list. */
    skippedIngredients: integer('skipped_ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.recipeId] })],
)

/** One line of a list; each line is its own row so members checking different lines never overwrite each other. */
export const groceryListItems = pgTable(
  'grocery_list_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The merged amount in `unit` (a base unit for volume and mass); null when the recipes gave none. */
    amount: doublePrecision('amount'),
    unit: text('unit'),
    /** What the list shows: '1 ¼ cups', '2 cloves'. */
    quantity: text('quantity').notNull().default(''),
    category: text('category').notNull(),
    estimatedCost: integer('estimated_cost'),
    recipeTitles: text('recipe_titles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Added by a member rather than generated: regenerating the list keeps it. */
    isManual: boolean('is_manual').notNull().default(false),
    checked: boolean('checked').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grocery_list_items_list_idx').on(table.listId, table.position)],
)
