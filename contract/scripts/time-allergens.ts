// Times deriving allergens for every seed catalog recipe (repeated), to compare matcher changes by hand.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { detectRecipeAllergens } from '../src/allergen-lexicon'

const directory = path.resolve(import.meta.dirname, '../../server/src/features/recipes/catalog')
const recipes: string[][] = []
for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
  const records = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as Array<{
    ingredients: string[]
  }>
  for (const record of records) recipes.push(record.ingredients)
}
const rounds = Number(process.argv[2] ?? 20)
const language = process.argv[3]
const options = language === undefined ? undefined : { language: language === 'none' ? null : language }
detectRecipeAllergens(recipes[0] ?? [])
const started = performance.now()
for (let round = 0; round < rounds; round++)
  for (const ingredients of recipes) detectRecipeAllergens(ingredients, options)
const elapsed = performance.now() - started
const lines = recipes.reduce((total, ingredients) => total + ingredients.length, 0)
console.log(
  `${recipes.length} recipes, ${lines} lines, ${rounds} rounds: ${elapsed.toFixed(0)} ms, ` +
    `${((elapsed / (rounds * recipes.length)) * 1000).toFixed(1)} µs a recipe`,
)
