import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, asc, gt, ne, sql } from 'drizzle-orm'
import { detectRecipeLanguage } from '@forkcast/contract/recipe-language'
import { rowsOf, type Executor } from '../../db/client'
import { recipes } from '../../db/schema'
import { RECIPE_DERIVATION_VERSION, deriveAllergens } from '../../lib/recipe-derivation'

/** Rows read and rewritten per statement: small enough that requests between batches barely wait. */
const REDERIVATION_BATCH_SIZE = 100

export interface RederivationOptions {
  batchSize?: number
  /** The derivation version rows must carry; the current one unless a test says otherwise. */
  version?: string
  /** Stops between batches; rows not reached keep their old version and are redone next boot. */
  signal?: AbortSignal
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/**
 * Derives the allergen columns again for every recipe (catalog, custom, imported, bulk) stored under
 * another lexicon version, in id order and in batches, with its stored language (read from its text when
 * none is stored) and its hand-confirmed allergens kept. Answers how many rows were rewritten.
 */
export async function rederiveStaleAllergens(
  db: Executor,
  {
    batchSize = REDERIVATION_BATCH_SIZE,
    version = RECIPE_DERIVATION_VERSION,
    signal,
  }: RederivationOptions = {},
): Promise<number> {
  let afterId = 0
  let rewritten = 0
  while (!signal?.aborted) {
    const batch = await db
      .select({
        id: recipes.id,
        title: recipes.title,
        ingredients: recipes.ingredients,
        instructions: recipes.instructions,
        language: recipes.language,
        manualAllergens: recipes.manualAllergens,
      })
      .from(recipes)
      .where(and(gt(recipes.id, afterId), ne(recipes.allergenLexiconVersion, version)))
      .orderBy(asc(recipes.id))
      .limit(batchSize)
    const last = batch.at(-1)
    if (!last) break
    afterId = last.id
    const values = batch.map((row) => {
      const language =
        row.language ??
        detectRecipeLanguage({
          title: row.title,
          ingredients: row.ingredients,
          instructions: row.instructions,
        }).language
      const derived = deriveAllergens(row.ingredients, language, row.manualAllergens)
      return sql`(${row.id}::int, ${textArray(derived.allergens)}, ${textArray(derived.mayContain)}, ${textArray(derived.sensitivities)}, ${language}::text, ${textArray(derived.allergenUncheckedLanguages)})`
    })
    // The version guard skips a row someone saved meanwhile: its writer already derived it afresh.
    const updated = await db.execute(sql`
      update ${recipes} set
        allergens = derived.allergens,
        may_contain = derived.may_contain,
        sensitivities = derived.sensitivities,
        language = derived.language,
        allergen_unchecked_languages = derived.unchecked,
        allergen_lexicon_version = ${version}
      from (values ${sql.join(values, sql`, `)}) as derived (id, allergens, may_contain, sensitivities, language, unchecked)
      where ${recipes.id} = derived.id and ${recipes.allergenLexiconVersion} <> ${version}
      returning ${recipes.id}`)
    rewritten += rowsOf(updated).length
    // Lets waiting requests run between batches, on PGlite where queries share this thread.
    await nextTurn()
  }
  return rewritten
}

interface Logger {
  info: (object: Record<string, unknown>, message: string) => void
  error: (object: Record<string, unknown>, message: string) => void
}

export interface BackgroundRederivation {
  /** Settles with the number of rows rewritten once the pass ends (never rejects; failures are logged). */
  done: Promise<number>
  /** Ends the pass after the current batch; what is left is redone on the next boot. */
  stop: () => Promise<void>
}

/** Starts the pass without waiting for it, so the server listens at once; logs one line when it ends. */
export function startAllergenRederivation(
  db: Executor,
  log: Logger,
  options: Omit<RederivationOptions, 'signal'> = {},
): BackgroundRederivation {
  const controller = new AbortController()
  const startedAt = performance.now()
  const version = options.version ?? RECIPE_DERIVATION_VERSION
  const done = rederiveStaleAllergens(db, { ...options, version, signal: controller.signal }).then(
    (recipeCount) => {
      const milliseconds = Math.round(performance.now() - startedAt)
      log.info(
        { recipes: recipeCount, lexiconVersion: version, milliseconds, stopped: controller.signal.aborted },
        controller.signal.aborted
          ? `allergen re-derivation stopped after ${recipeCount} recipes`
          : `allergens re-derived for ${recipeCount} recipes under lexicon ${version}`,
      )
      return recipeCount
    },
    (error: unknown) => {
      log.error({ err: error }, 'allergen re-derivation failed; it runs again on the next boot')
      return 0
    },
  )
  return {
    done,
    stop: async () => {
      controller.abort()
      await done
    },
  }
}
