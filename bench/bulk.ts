// Bulk upload speed through the HTTP API (budget: 10,000 recipes validated and stored in ≤ 10 s on the
// embedded database; the spec's own claim is 1,000 per minute).
//
//   npm run bench:bulk                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:bulk   a PostgreSQL server
//
// Starts the real server on loopback, registers one user, sends 10,000 generated recipes as one CSV file:
// first with validateOnly, then for real, and prints the time of each. The server is stopped by its PID.
import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import type { BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'
import { BenchClient, formatMs, percentile, startBenchServer } from './server-process'
import { createRandom } from './random'
import { DISHES, MAINS, STYLES } from './recipe-words'

const RECIPE_COUNT = 10_000
const BUDGET_SECONDS = 10

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
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
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

/** Asks /api/health every 25 ms until stopped: what another user waits for while an upload runs. */
function probeHealth(baseUrl: string) {
  const latencies: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const startedAt = performance.now()
      await fetch(`${baseUrl}/api/health`).then((response) => response.text())
      latencies.push(performance.now() - startedAt)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  return async () => {
    running = false
    await loop
    return latencies
  }
}

async function timeUpload(client: BenchClient, content: string, validateOnly: boolean) {
  const stopProbe = probeHealth(client.baseUrl)
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
  return { seconds, result: response.body }
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
  const recipes = generateRecipes(RECIPE_COUNT)
  const content = formatBulkCsv(recipes)
  console.log(
    `Bulk upload: ${RECIPE_COUNT.toLocaleString('en-US')} recipes as CSV (${(Buffer.byteLength(content) / 1024 / 1024).toFixed(1)} MB), ` +
      `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  )
  const server = await startBenchServer()
  try {
    const client = new BenchClient(server.baseUrl)
    await client.signUp(server, { email: `bench-bulk-${Date.now()}@example.com`, firstName: 'Bench' })

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
    const verdict = upload.seconds <= BUDGET_SECONDS ? 'met' : 'MISSED'
    console.log(`Budget: upload ≤ ${BUDGET_SECONDS} s: ${verdict} (${upload.seconds.toFixed(2)} s)`)
  } finally {
    await server.stop()
  }
}

await main()
