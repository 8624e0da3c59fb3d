import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { parseIngredient } from 'parse-ingredient'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AllergenId } from '@forkcast/contract/allergens'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import { recipes } from '../../db/schema'
import { startTestApp, type TestApp } from '../../testing/test-app'
import {
  CATALOG_DIR,
  loadRecipeCatalog,
  seedRecipeCatalog,
  seedRecipeCatalogWhenChanged,
} from './recipe-catalog'
import { prepareRecipeRow } from '../../lib/recipe-derivation'

const catalog = loadRecipeCatalog()

describe('the recipe catalog files', () => {
  it('validate against the API schema, with at least 12 recipes for every cuisine', () => {
    for (const cuisine of CUISINE_IDS) {
      const inCuisine = catalog.filter(({ recipe }) => recipe.foodType === cuisine)
      expect(inCuisine.length, cuisine).toBeGreaterThanOrEqual(12)
    }
    for (const { file, recipe } of catalog) expect(`${recipe.foodType}.json`, recipe.slug).toBe(file)
  })

  it('have no duplicate titles or slugs', () => {
    const titles = catalog.map(({ recipe }) => recipe.title.toLowerCase())
    const slugs = catalog.map(({ recipe }) => recipe.slug)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([])
  })

  it('have ingredient lines that all parse to a numeric quantity and a description', () => {
    const unparsed: string[] = []
    for (const { recipe } of catalog) {
      for (const line of recipe.ingredients) {
        const [parsed] = parseIngredient(line)
        if (!parsed || typeof parsed.quantity !== 'number' || parsed.description.trim() === '')
          unparsed.push(`${recipe.slug}: ${line}`)
      }
    }
    expect(unparsed).toEqual([])
  })

  // Plain-word evidence in the lines; the lexicon must have found the allergen behind it.
  const EVIDENCE: Array<[RegExp, AllergenId]> = [
    [/\bpeanuts?\b/i, 'peanuts'],
    [/\b(?:shrimp|prawns?|crab|lobster)\b/i, 'crustaceans'],
    [/\b(?:mussels|clams|squid|scallops|oysters)\b/i, 'molluscs'],
    [/\beggs?\b/i, 'eggs'],
    [/\b(?:unsalted butter|heavy cream|whole milk|parmesan|cheddar|mozzarella)\b/i, 'milk'],
    [/\b(?:all-purpose flour|spaghetti)\b/i, 'wheat'],
    [/\b(?:soy sauce|tofu)\b/i, 'soy'],
    [/\bsesame\b/i, 'sesame'],
    [/\b(?:fish sauce|salmon|anchov\w*|cod)\b/i, 'fish'],
    [/\b(?:almonds?|cashews?|walnuts?|pecans?|pistachios?)\b/i, 'tree-nuts'],
  ]

  it('derive allergens consistent with what the ingredient lines say', () => {
    const misses: string[] = []
    for (const { recipe } of catalog) {
      const { allergens } = prepareRecipeRow({ ...recipe, sourceType: 'catalog' })
      for (const [pattern, allergen] of EVIDENCE) {
        const line = recipe.ingredients.find((text) => pattern.test(text))
        if (line && !allergens?.includes(allergen))
          misses.push(`${recipe.slug}: '${line}' without ${allergen}`)
      }
    }
    expect(misses).toEqual([])
  })

  it('mark every peanut recipe with peanuts and a plain pasta without them', () => {
    const find = (slug: string) => catalog.find(({ recipe }) => recipe.slug === slug)?.recipe
    const padThai = catalog.find(({ recipe }) => /pad thai/i.test(recipe.title))?.recipe
    expect(padThai && prepareRecipeRow({ ...padThai, sourceType: 'catalog' }).allergens).toContain('peanuts')
    const pasta = find('italian-spaghetti-aglio-e-olio')
    expect(pasta && prepareRecipeRow({ ...pasta, sourceType: 'catalog' }).allergens).toEqual([
      'wheat',
      'gluten',
    ])
  })
})

describe('seeding the catalog', () => {
  let t: TestApp
  let directory: string
  beforeAll(async () => {
    t = await startTestApp()
    directory = mkdtempSync(path.join(os.tmpdir(), 'forkcast-catalog-'))
    cpSync(CATALOG_DIR, directory, { recursive: true })
  })
  afterAll(async () => {
    await t.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('inserts every recipe once, changes nothing on a restart and updates only a changed recipe', async () => {
    const db = t.database.db
    expect(await seedRecipeCatalog(db, directory)).toBe(catalog.length)
    expect(await seedRecipeCatalog(db, directory)).toBe(0)
    expect(await db.$count(recipes)).toBe(catalog.length)

    const file = path.join(directory, 'italian.json')
    const italian = JSON.parse(readFileSync(file, 'utf8')) as Array<{ slug: string; title: string }>
    const [first] = italian
    if (!first) throw new Error('italian.json is empty')
    first.title = `${first.title} (family size)`
    writeFileSync(file, JSON.stringify(italian))

    expect(await seedRecipeCatalog(db, directory)).toBe(1)
    const [row] = await db.select().from(recipes).where(eq(recipes.slug, first.slug))
    expect(row).toMatchObject({ title: first.title, sourceType: 'catalog', ownerId: null })
    expect(await db.$count(recipes)).toBe(catalog.length)
  })
})

describe('seeding the catalog at boot', () => {
  let t: TestApp
  let directory: string
  beforeAll(async () => {
    t = await startTestApp()
    directory = mkdtempSync(path.join(os.tmpdir(), 'forkcast-catalog-boot-'))
    cpSync(CATALOG_DIR, directory, { recursive: true })
  })
  afterAll(async () => {
    await t.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('skips an unchanged catalog and seeds a changed one on the next boot', async () => {
    const db = t.database.db
    expect(await seedRecipeCatalogWhenChanged(db, directory)).toBe(catalog.length)

    // A row deleted behind the catalog's back stays deleted: an unchanged catalog is not even compared.
    const [first] = catalog
    if (!first) throw new Error('the catalog is empty')
    await db.delete(recipes).where(eq(recipes.slug, first.recipe.slug))
    expect(await seedRecipeCatalogWhenChanged(db, directory)).toBeNull()
    expect(await db.$count(recipes)).toBe(catalog.length - 1)

    const file = path.join(directory, first.file)
    const records = JSON.parse(readFileSync(file, 'utf8')) as Array<{ slug: string; title: string }>
    const changed = records.find((record) => record.slug !== first.recipe.slug)
    if (!changed) throw new Error(`${first.file} holds one recipe only`)
    changed.title = `${changed.title} (family size)`
    writeFileSync(file, JSON.stringify(records))

    // The changed catalog is seeded whole: the changed recipe is updated and the deleted one comes back.
    expect(await seedRecipeCatalogWhenChanged(db, directory)).toBe(2)
    const [row] = await db.select().from(recipes).where(eq(recipes.slug, changed.slug))
    expect(row?.title).toBe(changed.title)
    expect(await db.$count(recipes)).toBe(catalog.length)
    expect(await seedRecipeCatalogWhenChanged(db, directory)).toBeNull()
  })
})
