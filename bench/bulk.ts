// Bulk upload speed through the HTTP API (budget, issue #33: 10,000 recipes validated and stored in ≤ 1 s on
// PostgreSQL and ≤ 2 s on the embedded database, all or nothing, while /api/health p99 stays ≤ 20 ms).
//
//   npm run bench:bulk [-- --runs N]                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:bulk [-- --runs N]   a PostgreSQL server
//
// Starts the real server on loopback and, in each run, registers a user and sends 10,000 generated recipes as
// one CSV file: first with validateOnly, then for real, while /api/health is asked every 20 ms from another
// thread. Reports each step's time and the health p99 through bench/budget.ts. The server is stopped by its PID.
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import type { BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'
import { BenchClient, formatMs, percentile, probeHealth, startBenchServer } from './server-process'
import {
  databaseIdSuffix,
  databaseKind,
  describeMachine,
  reportFigures,
  runCount,
  type Figure,
} from './budget'
import { createRandom, pickerOf } from './random'
import { DISHES, MAINS, STYLES } from './recipe-words'

const RECIPE_COUNT = 10_000
const UPLOAD_BUDGET_SECONDS = { PGlite: 2, PostgreSQL: 1 } as const
const HEALTH_P99_BUDGET_MS = 20
const HEALTH_INTERVAL_MS = 20

const INGREDIENT_LINES = [
  '2 lb boneless skinless chicken thighs',
  '1 lb salmon fillets',
  '1 lb large shrimp, peeled',
  '14 oz firm tofu, cubed',
  '1 lb ground beef',
  '1 can (15 oz) chickpeas, drained',
  '8 oz cremini mushrooms, sliced',
  '1 large eggplant, diced',
  '1 cup green lentils',
  '8 oz halloumi, sliced',
  '2 medium sweet potatoes, cubed',
  '2 cups jasmine rice',
  '12 oz dried spaghetti',
  '8 oz rice noodles',
  '8 small flour tortillas',
  '1 large yellow onion, diced',
  '4 cloves garlic, minced',
  '1 tbsp grated ginger',
  '2 tbsp soy sauce',
  '1 tbsp fish sauce',
  '2 tbsp olive oil',
  '1 can (14 oz) coconut milk',
  '1 can (28 oz) crushed tomatoes',
  '1 cup chicken stock',
  '1/2 cup heavy cream',
  '1 cup shredded mozzarella',
  '1/2 cup grated parmesan',
  '2 large eggs',
  '1/2 cup plain yogurt',
  '2 tbsp unsalted butter',
  '1 red bell pepper, sliced',
  '3 cups baby spinach',
  '1 cup frozen peas',
  '4 scallions, sliced',
  '1 lime, juiced',
  '1 tsp ground cumin',
  '1 tsp smoked paprika',
  '2 tsp curry powder',
  '2 tbsp honey',
  '1/4 cup smooth peanut butter',
  '2 tbsp toasted sesame seeds',
  '1/4 cup sliced almonds',
  '1 cup all-purpose flour',
  '1 tsp kosher salt',
]
const STEP_TEMPLATES = [
  'Prepare and measure all the ingredients.',
  'Heat the oil in a large pan over medium-high heat.',
  'Cook the {main} until browned, about 6 minutes.',
  'Add the aromatics and stir for 1 minute, until fragrant.',
  'Pour in the liquids and simmer for 15 minutes.',
  'Season to taste, then rest for 5 minutes.',
  'Serve warm, garnished as you like.',
]
const TIMES = ['10', '15 min', '20 minutes', 'PT25M', '30', '45 mins', '1 hr', '1 hour 15 minutes']
const DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'easy']

function generateRecipes(count: number): BulkCsvRecipe[] {
  const random = createRandom(20_260_707)
  const pick = pickerOf(random)
  return Array.from({ length: count }, (_unused, index) => {
    const main = pick(MAINS)
    const dish = pick(DISHES)
    const lines = new Set<string>()
    const wanted = 6 + Math.floor(random() * 8)
    while (lines.size < wanted) lines.add(pick(INGREDIENT_LINES))
    const steps = STEP_TEMPLATES.slice(0, 3 + Math.floor(random() * 5)).map((step) =>
      step.replace('{main}', main.toLowerCase()),
    )
    return {
      title: `${pick(STYLES)} ${main} ${dish} No. ${index + 1}`,
      description: `A ${dish.toLowerCase()} built around ${main.toLowerCase()}, ready for a family dinner.`,
      ingredients: [...lines],
      instructions: steps,
      prepTime: pick(TIMES),
      cookTime: pick(TIMES),
      servings: String(2 + Math.floor(random() * 6)),
      difficulty: pick(DIFFICULTIES),
      foodType: pick(CUISINE_IDS),
      tags: [dish.toLowerCase(), main.toLowerCase(), 'bench'],
    }
  })
}

const perMinute = (count: number, seconds: number) =>
  Math.round((count / seconds) * 60).toLocaleString('en-US')

async function timeUpload(client: BenchClient, content: string, validateOnly: boolean) {
  const stopProbe = probeHealth(client.baseUrl, HEALTH_INTERVAL_MS)
  const startedAt = performance.now()
  const response = await client.request<BulkUploadResult>('POST', '/api/recipes/bulk-upload', {
    content,
    fileType: 'csv',
    validateOnly,
  })
  const seconds = (performance.now() - startedAt) / 1000
  const health = await stopProbe()
  console.log(
    `  /api/health during the ${validateOnly ? 'check' : 'upload'}: ${health.length} requests, ` +
      `p50 ${formatMs(percentile(health, 50))}, p99 ${formatMs(percentile(health, 99))}, max ${formatMs(Math.max(...health))}`,
  )
  if (response.status !== 200)
    throw new Error(`bulk upload answered ${response.status}: ${JSON.stringify(response.body)}`)
  return { seconds, result: response.body, healthP99: percentile(health, 99) }
}

function printRun(
  label: string,
  { seconds, result }: Awaited<ReturnType<typeof timeUpload>>,
  cpuSeconds: number,
) {
  console.log(
    `${label.padEnd(14)} ${seconds.toFixed(2).padStart(6)} s round trip, server processingTime ${(result.processingTime / 1000).toFixed(2)} s, ` +
      `server CPU ${cpuSeconds.toFixed(2)} s, ${perMinute(RECIPE_COUNT, seconds)} recipes/min ` +
      `(success ${result.success}, failed ${result.failed}, duplicates ${result.duplicates})`,
  )
}

async function main() {
  const database = databaseKind()
  console.log(describeMachine(database))
  const recipes = generateRecipes(RECIPE_COUNT)
  const content = formatBulkCsv(recipes)
  console.log(
    `Bulk upload: ${RECIPE_COUNT.toLocaleString('en-US')} recipes as CSV (${(Buffer.byteLength(content) / 1024 / 1024).toFixed(1)} MB), ${database}`,
  )
  const runs = runCount()
  const validateSeconds: number[] = []
  const uploadSeconds: number[] = []
  const validateHealth: number[] = []
  const uploadHealth: number[] = []
  const server = await startBenchServer()
  try {
    const client = new BenchClient(server.baseUrl)
    for (let run = 0; run < runs; run += 1) {
      console.log(`run ${run + 1} of ${runs}`)
      // A new user each run: the same file twice in one collection would be all duplicates.
      await client.signUp(server, {
        email: `bench-bulk-${Date.now()}-${run}@example.com`,
        firstName: 'Bench',
      })

      let cpuBefore = server.cpuSeconds()
      const validation = await timeUpload(client, content, true)
      printRun('validateOnly', validation, server.cpuSeconds() - cpuBefore)

      cpuBefore = server.cpuSeconds()
      const upload = await timeUpload(client, content, false)
      printRun('upload', upload, server.cpuSeconds() - cpuBefore)
      if (upload.result.success !== RECIPE_COUNT) {
        throw new Error(
          `expected ${RECIPE_COUNT} stored recipes, got ${upload.result.success}: ${upload.result.message}`,
        )
      }
      validateSeconds.push(validation.seconds)
      uploadSeconds.push(upload.seconds)
      validateHealth.push(validation.healthP99)
      uploadHealth.push(upload.healthP99)
    }
  } finally {
    await server.stop()
  }
  const suffix = databaseIdSuffix()
  const budget = UPLOAD_BUDGET_SECONDS[database]
  const figures: Figure[] = [
    {
      id: `bulk.validate.10k.${suffix}`,
      label: '10,000 recipes checked (validateOnly), round trip',
      unit: 's',
      runs: validateSeconds,
      budget,
    },
    {
      id: `bulk.upload.10k.${suffix}`,
      label: '10,000 recipes uploaded, round trip',
      unit: 's',
      runs: uploadSeconds,
      budget,
    },
    {
      id: `bulk.validate.health.p99.${suffix}`,
      label: '/api/health p99 during the check',
      unit: 'ms',
      runs: validateHealth,
      budget: HEALTH_P99_BUDGET_MS,
    },
    {
      id: `bulk.health.p99.${suffix}`,
      label: '/api/health p99 during the upload',
      unit: 'ms',
      runs: uploadHealth,
      budget: HEALTH_P99_BUDGET_MS,
    },
  ]
  reportFigures(`Bulk upload, ${database}`, figures)
}

await main()
