import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SCRIPT = fileURLToPath(new URL('./parse-recipe.ts', import.meta.url))
const FIXTURES = fileURLToPath(new URL('../src/features/imports/fixtures/', import.meta.url))
const EVAL_PAGES = fileURLToPath(new URL('../src/features/imports/eval/pages/', import.meta.url))
const OUTPUT_KEYS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'prepTimeMinutes',
  'cookTimeMinutes',
  'totalTimeMinutes',
  'yields',
  'image',
  'cuisine',
  'tags',
  'nutrition',
  'source',
]

interface CliRun {
  code: number
  stdout: string
  stderr: string
}

const runCli = (args: string[]): Promise<CliRun> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT, ...args],
      { timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
        resolve({ code, stdout, stderr })
      },
    )
  })

describe('parse-recipe CLI', () => {
  it('prints exactly one JSON object with the contract keys for a structured-data page', async () => {
    const run = await runCli(['--url', 'https://example.com/chili', `${FIXTURES}jsonld-yoast-graph.html`])
    expect(run.code).toBe(0)
    const output = JSON.parse(run.stdout) as Record<string, unknown>
    expect(Object.keys(output)).toEqual(OUTPUT_KEYS)
    expect(output).toMatchObject({
      title: 'Smoky Black Bean Chili',
      prepTimeMinutes: 15,
      cookTimeMinutes: 45,
      totalTimeMinutes: 60,
      yields: '6 bowls',
      cuisine: 'Mexican, American',
      nutrition: { calories: 320, protein: 15, carbs: 48, fat: 7 },
      source: 'https://pantryandpot.example/smoky-black-bean-chili/',
    })
    expect(output.ingredients).toHaveLength(10)
    expect(output.instructions).toHaveLength(6)
  })

  it('uses --url as the source and to resolve images when the page has no canonical address', async () => {
    const run = await runCli([
      '--url',
      'https://tacos.example/easy-beef-tacos',
      `${FIXTURES}visible-h2-lists.html`,
    ])
    const output = JSON.parse(run.stdout) as Record<string, unknown>
    expect(output.source).toBe('https://tacos.example/easy-beef-tacos')
    expect(output.image).toBe('https://tacos.example/uploads/beef-tacos.jpg')
    expect(output.instructions).toHaveLength(5)
  })

  it('prints nulls and empty lists for a page without a recipe, and works without --url', async () => {
    const run = await runCli([`${FIXTURES}no-recipe-article.html`])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      title: null,
      description: null,
      ingredients: [],
      instructions: [],
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      totalTimeMinutes: null,
      yields: null,
      image: null,
      cuisine: null,
      tags: [],
      nutrition: null,
      source: null,
    })
  })

  it('decodes a saved page by its meta charset, keeping every accented letter and ligature', async () => {
    const run = await runCli(['--url', 'https://example.com/creme', `${EVAL_PAGES}latin1-meta-charset.html`])
    const output = JSON.parse(run.stdout) as { title: string; ingredients: string[] }
    expect(output.title).toBe('Crème brûlée')
    expect(output.ingredients).toContain("6 jaunes d'œuf")
  })

  it('fails with a message on stderr and exit code 1 when the file cannot be read', async () => {
    const run = await runCli(['--url', 'https://example.com/', `${FIXTURES}does-not-exist.html`])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Could not read')
  })

  it('prints the usage and exits with code 2 without a file', async () => {
    const run = await runCli(['--url', 'https://example.com/'])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('Usage:')
  })
})
