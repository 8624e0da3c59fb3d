/**
 * Parses a saved web page into a recipe and prints one JSON object on stdout; no network access.
 *
 *   npm run --silent parse-recipe -- --url <page url> <file.html>
 *
 * Exit codes: 0 parsed (even when no recipe was found), 1 the file could not be read, 2 bad arguments.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { decodeHtmlBytes } from '../src/lib/decode-html'
import { parseRecipePage } from '../src/features/imports/parser/parse-recipe-page'
import type { ParsedRecipePage } from '../src/features/imports/parser/types'

const USAGE = 'Usage: npm run --silent parse-recipe -- [--url <page url>] <file.html>'

const formatRecipe = (page: ParsedRecipePage, pageUrl: string | null) => {
  const recipe = page.recipe
  return {
    title: recipe?.title ?? null,
    description: recipe?.description ?? null,
    ingredients: recipe?.ingredients ?? [],
    instructions: recipe?.instructions ?? [],
    prepTimeMinutes: recipe?.prepTimeMinutes ?? null,
    cookTimeMinutes: recipe?.cookTimeMinutes ?? null,
    totalTimeMinutes: recipe?.totalTimeMinutes ?? null,
    yields: recipe?.yields ?? null,
    image: recipe?.image ?? null,
    cuisine: recipe?.cuisine ?? null,
    tags: recipe?.tags ?? [],
    nutrition: recipe?.nutrition ?? null,
    source: recipe?.canonicalUrl ?? pageUrl,
  }
}

const readArguments = (): { url: string | null; file: string } | null => {
  try {
    const { values, positionals } = parseArgs({
      options: { url: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    })
    const file = positionals[0]
    if (file === undefined || positionals.length > 1) return null
    return { url: values.url ?? null, file }
  } catch {
    return null
  }
}

const runCli = async (): Promise<number> => {
  const args = readArguments()
  if (args === null) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  // npm run moves to the package root; relative paths mean the directory the command was typed in.
  const launchedByNpm = process.env.npm_lifecycle_event === 'parse-recipe'
  const path = resolve((launchedByNpm ? process.env.INIT_CWD : undefined) ?? process.cwd(), args.file)
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : ''
    process.stderr.write(`Could not read ${args.file}${reason}\n`)
    return 1
  }
  const page = parseRecipePage(decodeHtmlBytes(bytes), args.url ?? undefined)
  process.stdout.write(`${JSON.stringify(formatRecipe(page, args.url), null, 2)}\n`)
  return 0
}

process.exitCode = await runCli()
