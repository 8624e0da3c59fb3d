// Recipe search speed over 50,000 recipes through the HTTP API (budget: p95 ≤ 30 ms on loopback).
//
//   npm run bench:search                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:search   a PostgreSQL server (bench rows are removed after)
//
// The recipes are generated here and inserted before the server starts, through the server's own repository
// (prepareRecipeRow + insertRecipes: multi-row INSERTs of 500), not through 50,000 HTTP calls.
import { sql } from 'drizzle-orm'
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import type { Database } from '../server/src/db/client'
import { recipes } from '../server/src/db/schema'
import { prepareRecipeRow, type NewRecipeRow } from '../server/src/lib/recipe-derivation'
import { insertRecipes } from '../server/src/features/recipes/recipes.repository'
import { BenchClient, formatMs, percentile, withSeededServer } from './server-process'
import { createRandom } from './random'
import { DISHES, MAINS, STYLES } from './recipe-words'

const RECIPE_COUNT = 50_000
const REQUESTS_PER_KIND = 300
const WARMUP_REQUESTS = 30
const BENCH_SITE = 'forkcast-bench'

const SIDES = [
  'Herbs',
  'Lime',
  'Garlic Yogurt',
  'Peanut Sauce',
  'Chili Oil',
  'Pickled Onions',
  'Crispy Shallots',
  'Parmesan',
  'Sesame',
  'Salsa Verde',
  'Coconut Rice',
  'Roasted Peppers',
]
const INGREDIENT_LINES = [
  '2 lb boneless skinless chicken thighs',
  '1 lb salmon fillets',
  '1 lb large shrimp, peeled',
  '14 oz firm tofu, cubed',
  '1 lb ground beef',
  '1 lb pork shoulder, cubed',
  '1 can (15 oz) chickpeas, drained',
  '8 oz cremini mushrooms, sliced',
  '1 large eggplant, diced',
  '1 lb cod fillets',
  '1 cup green lentils',
  '8 oz halloumi, sliced',
  '2 medium sweet potatoes, cubed',
  '1 head cauliflower, cut into florets',
  '2 cups jasmine rice',
  '12 oz dried spaghetti',
  '9 lasagna noodles',
  '8 oz rice noodles',
  '1 cup arborio rice',
  '8 small flour tortillas',
  '1 large yellow onion, diced',
  '4 cloves garlic, minced',
  '1 tbsp grated ginger',
  '2 tbsp soy sauce',
  '1 tbsp fish sauce',
  '2 tbsp olive oil',
  '1 tbsp sesame oil',
  '1 can (14 oz) coconut milk',
  '1 can (28 oz) crushed tomatoes',
  '2 tbsp tomato paste',
  '1 cup chicken stock',
  '2 cups vegetable stock',
  '1/2 cup heavy cream',
  '1 cup shredded mozzarella',
  '1/2 cup grated parmesan',
  '1 cup ricotta cheese',
  '2 large eggs',
  '1/2 cup plain yogurt',
  '2 tbsp unsalted butter',
  '1 red bell pepper, sliced',
  '2 carrots, julienned',
  '3 cups baby spinach',
  '1 cup frozen peas',
  '2 zucchini, sliced',
  '1 cup cherry tomatoes, halved',
  '1 avocado, sliced',
  '1 cucumber, diced',
  '4 scallions, sliced',
  '1/2 cup fresh cilantro, chopped',
  '1/4 cup fresh basil leaves',
  '2 tbsp fresh parsley, chopped',
  '1 lime, juiced',
  '1 lemon, zested',
  '1 tsp ground cumin',
  '1 tsp smoked paprika',
  '2 tsp curry powder',
  '1 tsp garam masala',
  '1/2 tsp red pepper flakes',
  '1 tsp dried oregano',
  '2 tbsp honey',
  '1 tbsp brown sugar',
  '2 tbsp rice vinegar',
  '1/4 cup smooth peanut butter',
  '1/4 cup roasted peanuts, chopped',
  '2 tbsp toasted sesame seeds',
  '1/4 cup sliced almonds',
  '1 cup all-purpose flour',
  '1 tsp kosher salt',
  '1/2 tsp black pepper',
  '1 cup black beans, drained',
  '1 cup corn kernels',
  '2 tbsp chili garlic sauce',
  '1 tbsp dijon mustard',
  '2 stalks celery, diced',
  '1 cup kale, chopped',
  '1/2 cup feta, crumbled',
  '1/2 cup tahini',
]

function generateRecipes(count: number): NewRecipeRow[] {
  const random = createRandom(20_260_101)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const rows: NewRecipeRow[] = []
  for (let index = 0; index < count; index += 1) {
    const main = pick(MAINS)
    const dish = pick(DISHES)
    const title = `${pick(STYLES)} ${main} ${dish} with ${pick(SIDES)} #${index + 1}`
    const lines = new Set<string>()
    const wanted = 6 + Math.floor(random() * 8)
    while (lines.size < wanted) lines.add(pick(INGREDIENT_LINES))
    rows.push(
      prepareRecipeRow({
        title,
        description: `A ${dish.toLowerCase()} built around ${main.toLowerCase()}, ready for a family dinner.`,
        foodType: pick(CUISINE_IDS),
        difficulty: pick(['Easy', 'Medium', 'Hard'] as const),
        prepTimeMinutes: 5 + Math.floor(random() * 40),
        cookTimeMinutes: 10 + Math.floor(random() * 120),
        servings: 2 + Math.floor(random() * 6),
        ingredients: [...lines],
        instructions: [
          'Prepare the ingredients.',
          `Cook the ${main.toLowerCase()} until done.`,
          'Serve warm.',
        ],
        tags: [dish.toLowerCase(), 'bench'],
        sourceType: 'bulk',
        siteName: BENCH_SITE,
      }),
    )
  }
  return rows
}

async function loadRecipes(database: Database) {
  await database.migrate()
  await database.db.delete(recipes).where(sql`${recipes.siteName} = ${BENCH_SITE}`)
  const startedAt = performance.now()
  const rows = generateRecipes(RECIPE_COUNT)
  const generatedAt = performance.now()
  await database.db.transaction(async (tx) => {
    await insertRecipes(tx, rows)
  })
  // The planner needs statistics after a bulk load; PGlite runs no autovacuum.
  await database.db.execute(sql`analyze recipes, recipe_search_words`)
  const insertedAt = performance.now()
  console.log(
    `Loaded ${RECIPE_COUNT.toLocaleString('en')} generated recipes through the server repository ` +
      `(prepareRecipeRow + insertRecipes, multi-row INSERTs of 500, not HTTP): ` +
      `derive ${((generatedAt - startedAt) / 1000).toFixed(1)} s, insert ${((insertedAt - generatedAt) / 1000).toFixed(1)} s`,
  )
}

async function timeRequests(client: BenchClient, urls: string[]) {
  for (const url of urls.slice(0, WARMUP_REQUESTS)) await client.request('GET', url)
  const latencies: number[] = []
  let results = 0
  for (let index = 0; index < REQUESTS_PER_KIND; index += 1) {
    const url = urls[index % urls.length]!
    const startedAt = performance.now()
    const response = await client.request<unknown[]>('GET', url)
    latencies.push(performance.now() - startedAt)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    results += response.body.length
  }
  return { latencies, averageResults: results / REQUESTS_PER_KIND }
}

const searchUrl = (params: Record<string, string>) => `/api/recipes/search?${new URLSearchParams(params)}`

const KINDS: Array<{ name: string; urls: string[] }> = [
  {
    name: 'name',
    urls: [
      'chicken tacos',
      'salmon risotto',
      'lasagna',
      'tofu curry',
      'beef stew',
      'mushroom soup',
      'shrimp fried rice',
      'lentil',
      'crispy duck',
      'sweet potato pie',
    ].map((q) => searchUrl({ q })),
  },
  {
    name: 'typo',
    urls: [
      'lasagnia',
      'chiken',
      'risoto',
      'dumplngs',
      'frittatta',
      'currry',
      'salmn',
      'casserol',
      'skewrs',
      'flatbred',
    ].map((q) => searchUrl({ q })),
  },
  {
    name: 'ingredient',
    urls: [
      'chicken,rice',
      'eggs,spinach,feta',
      'salmon,lemon',
      'tofu,soy sauce,ginger',
      'lasagna noodles,ricotta',
      'chickpeas,tahini',
      'beef,tomatoes,onion',
      'shrimp,garlic,butter',
      'coconut milk,curry powder',
      'mushrooms,cream,parmesan',
    ].map((ingredients) => searchUrl({ ingredients })),
  },
]

async function main() {
  await withSeededServer({ siteName: BENCH_SITE, seed: loadRecipes }, async (server) => {
    const client = new BenchClient(server.baseUrl)
    await client.signUp(server, { email: `bench-${Date.now()}@example.com`, firstName: 'Bench' })
    console.log(
      `${REQUESTS_PER_KIND} sequential requests per kind, after ${WARMUP_REQUESTS} warm-up requests:`,
    )
    for (const kind of KINDS) {
      const { latencies, averageResults } = await timeRequests(client, kind.urls)
      const p95 = percentile(latencies, 95)
      console.log(
        `  ${kind.name.padEnd(10)} p50 ${formatMs(percentile(latencies, 50))}  p95 ${formatMs(p95)}  ` +
          `max ${formatMs(Math.max(...latencies))}  (${averageResults.toFixed(1)} results per request) ` +
          (p95 <= 30 ? 'within budget' : 'OVER the 30 ms budget'),
      )
    }
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
