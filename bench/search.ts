// Recipe search speed at 50,000 recipes through the HTTP API (budget: p95 ≤ 10 ms on loopback), in two scenarios:
//   catalog     50,000 public recipes, searched by a signed-in person;
//   collection  50,000 recipes the same kind of person bulk-uploaded themselves (their own, private rows, stored
//               as the bulk upload stores them), which is what a Premium member with a big collection meets.
// The person is a Premium member with a peanut allergy and a lactose sensitivity, so every request runs the
// allergy filter, the avoidance ranking and the 'recipes hidden' count, as it does for a real family.
//
//   npm run bench:search                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:search   a PostgreSQL server (bench rows are removed after)
//   options: -- --runs 3 --recipes 50000 --requests 200 --scenario catalog|collection (default both)
//
// The recipes are generated here and inserted while the server is stopped, through the server's own repository
// (prepareRecipeRow + insertRecipes), not through 50,000 HTTP calls.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { createPostgresDatabase, openDatabase, type Database } from '../server/src/db/client'
import { recipes } from '../server/src/db/schema'
import { prepareRecipeRow, type NewRecipeRow } from '../server/src/lib/recipe-derivation'
import { insertRecipes } from '../server/src/features/recipes/recipes.repository'
import {
  databaseIdSuffix,
  databaseKind,
  describeMachine,
  numberOption,
  repeat,
  reportFigures,
  runCount,
  type Figure,
} from './budget'
import { BenchClient, formatMs, percentile, startBenchServer, type BenchServer } from './server-process'
import { createRandom, pickerOf } from './random'
import { benchRecipeBody, DISHES, MAINS, STYLES } from './recipe-words'

const scenarioOption = () => {
  const flag = process.argv.indexOf('--scenario')
  return flag >= 0 ? process.argv[flag + 1] : undefined
}

const RECIPE_COUNT = numberOption('recipes', 50_000)
const REQUESTS_PER_KIND = numberOption('requests', 200)
const WARMUP_REQUESTS = 30
const BUDGET_MS = 10
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

function generateRecipes(count: number, ownerId: number | null): NewRecipeRow[] {
  const random = createRandom(20_260_101)
  const pick = pickerOf(random)
  const rows: NewRecipeRow[] = []
  for (let index = 0; index < count; index += 1) {
    const main = pick(MAINS)
    const dish = pick(DISHES)
    const title = `${pick(STYLES)} ${main} ${dish} with ${pick(SIDES)} #${index + 1}`
    const content = {
      title,
      description: `A ${dish.toLowerCase()} built around ${main.toLowerCase()}, ready for a family dinner.`,
      ...benchRecipeBody(random, { main, ingredientLines: INGREDIENT_LINES }),
      tags: [dish.toLowerCase(), 'bench'],
    }
    // A bulk upload stores the person's rows as theirs (bulk-upload.service.ts); the catalog has no owner.
    rows.push(
      prepareRecipeRow(
        ownerId === null
          ? { ...content, sourceType: 'bulk', siteName: BENCH_SITE }
          : { ...content, sourceType: 'bulk', ownerId },
      ),
    )
  }
  return rows
}

type Scenario = 'catalog' | 'collection'

const openLoader = (dataDir: string | null): Promise<Database> | Database =>
  process.env.BENCH_DATABASE_URL
    ? createPostgresDatabase(process.env.BENCH_DATABASE_URL, 2)
    : openDatabase({ dataDir: dataDir! })

/** Inserts the scenario's recipes while no server holds the database (PGlite allows one process). */
async function loadRecipes(dataDir: string | null, scenario: Scenario, ownerId: number) {
  const database = await openLoader(dataDir)
  try {
    await database.db.delete(recipes).where(sql`${recipes.siteName} = ${BENCH_SITE}`)
    const startedAt = performance.now()
    const rows = generateRecipes(RECIPE_COUNT, scenario === 'collection' ? ownerId : null)
    const generatedAt = performance.now()
    await database.db.transaction(async (tx) => {
      await insertRecipes(tx, rows)
    })
    // Statistics as users get them: the embedded server takes its own small sample when it starts on a
    // changed table (as after a bulk upload); PostgreSQL's autovacuum would within a minute, not awaited here.
    if (database.dialect === 'postgres') await database.db.execute(sql`analyze recipes, recipe_search_words`)
    const insertedAt = performance.now()
    console.log(
      `Loaded ${RECIPE_COUNT.toLocaleString('en')} generated recipes ` +
        `(${scenario === 'collection' ? "the person's own, as a bulk upload stores them" : 'public'}) ` +
        `through the server repository (prepareRecipeRow + insertRecipes, not HTTP): ` +
        `derive ${((generatedAt - startedAt) / 1000).toFixed(1)} s, insert ${((insertedAt - generatedAt) / 1000).toFixed(1)} s`,
    )
  } finally {
    await database.close()
  }
}

async function removeRecipes(ownerId: number) {
  if (!process.env.BENCH_DATABASE_URL) return
  const cleaner = createPostgresDatabase(process.env.BENCH_DATABASE_URL, 1)
  await cleaner.db.delete(recipes).where(sql`${recipes.siteName} = ${BENCH_SITE}`)
  await cleaner.db.delete(recipes).where(eq(recipes.ownerId, ownerId))
  await cleaner.close()
}

/** A Premium member with an allergy and a sensitivity, signed up and paid through the API as a person does. */
async function preparePerson(server: BenchServer) {
  const client = new BenchClient(server.baseUrl)
  const userId = await client.signUp(server, {
    email: `bench-search-${Date.now()}@example.com`,
    firstName: 'Bench',
  })
  await client.buyTier('premium')
  const allergies = await client.request('PUT', '/api/user/allergies', {
    allergies: ['Peanuts'],
    sensitivities: ['Lactose'],
  })
  if (allergies.status !== 200) throw new Error(`saving allergies answered ${allergies.status}`)
  return { cookie: client.cookie, userId }
}

const searchUrl = (params: Record<string, string>) => `/api/recipes/search?${new URLSearchParams(params)}`

const NAMES = [
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
]
const TYPOS = [
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
]
const INGREDIENT_LISTS = [
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
]

/** Names, typos and ingredient lists interleaved, the lists typed in the search box as a person does. */
function mixedUrls() {
  const random = createRandom(33)
  const urls = [
    ...NAMES.map((q) => searchUrl({ q })),
    ...TYPOS.map((q) => searchUrl({ q })),
    ...INGREDIENT_LISTS.map((q) => searchUrl({ q: q.replace(/,/g, ', ') })),
  ]
  for (let index = urls.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[urls[index], urls[other]] = [urls[other]!, urls[index]!]
  }
  return urls
}

const KINDS: Array<{ name: string; label: string; urls: string[] }> = [
  { name: 'name', label: 'by name', urls: NAMES.map((q) => searchUrl({ q })) },
  { name: 'typo', label: 'misspelt', urls: TYPOS.map((q) => searchUrl({ q })) },
  {
    name: 'ingredients',
    label: 'by ingredients',
    urls: INGREDIENT_LISTS.map((ingredients) => searchUrl({ ingredients })),
  },
  { name: 'mixed', label: 'mixed names, typos and lists', urls: mixedUrls() },
]

async function timeRequests(client: BenchClient, urls: string[]) {
  for (const url of urls.slice(0, WARMUP_REQUESTS)) await client.request('GET', url)
  const latencies: number[] = []
  let results = 0
  for (let index = 0; index < REQUESTS_PER_KIND; index += 1) {
    const url = urls[index % urls.length]!
    const startedAt = performance.now()
    const response = await client.request<{ recipes: unknown[] } | unknown[]>('GET', url)
    latencies.push(performance.now() - startedAt)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    results += Array.isArray(response.body) ? response.body.length : response.body.recipes.length
  }
  return { latencies, averageResults: results / REQUESTS_PER_KIND }
}

/** Seeds the scenario, serves it, and answers each kind's p95 of every run. */
async function measureScenario(scenario: Scenario, runs: number): Promise<Figure[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), `${BENCH_SITE}-`))
  const environment: Record<string, string> = dataDir ? { DATA_DIR: dataDir } : {}
  let ownerId = 0
  try {
    // The person signs up first, so their own recipes can be stored under their id as a bulk upload does.
    const first = await startBenchServer(environment)
    const person = await preparePerson(first).finally(() => first.stop())
    ownerId = person.userId
    await loadRecipes(dataDir, scenario, ownerId)
    const server = await startBenchServer(environment)
    console.log(`Server pid ${server.pid} on ${server.baseUrl} (${databaseKind()}), scenario ${scenario}`)
    try {
      const client = new BenchClient(server.baseUrl)
      client.cookie = person.cookie
      const byKind = new Map(KINDS.map((kind) => [kind.name, [] as number[]]))
      await repeat(runs, async (run) => {
        console.log(
          `run ${run + 1}: ${REQUESTS_PER_KIND} sequential requests per kind after ${WARMUP_REQUESTS} warm-up`,
        )
        for (const kind of KINDS) {
          const { latencies, averageResults } = await timeRequests(client, kind.urls)
          const p95 = percentile(latencies, 95)
          byKind.get(kind.name)!.push(p95)
          console.log(
            `  ${kind.name.padEnd(12)} p50 ${formatMs(percentile(latencies, 50))}  p95 ${formatMs(p95)}  ` +
              `max ${formatMs(Math.max(...latencies))}  (${averageResults.toFixed(1)} results per request)`,
          )
        }
      })
      const database = databaseIdSuffix()
      return KINDS.map((kind) => ({
        id: `search.${scenario === 'collection' ? 'collection.' : ''}${kind.name}.p95.${database}`,
        label: `${scenario === 'collection' ? 'own 50,000' : 'catalog'}: search ${kind.label}, p95`,
        unit: 'ms',
        runs: byKind.get(kind.name)!,
        budget: BUDGET_MS,
      }))
    } finally {
      await server.stop()
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    await removeRecipes(ownerId)
  }
}

async function main() {
  console.log(describeMachine(databaseKind()))
  const runs = runCount()
  const wanted = scenarioOption()
  const scenarios: Scenario[] =
    wanted === 'catalog' || wanted === 'collection' ? [wanted] : ['catalog', 'collection']
  const figures: Figure[] = []
  for (const scenario of scenarios) figures.push(...(await measureScenario(scenario, runs)))
  reportFigures(
    `Recipe search over ${RECIPE_COUNT.toLocaleString('en')} recipes, ${databaseKind()} (load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} at the end)`,
    figures,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
