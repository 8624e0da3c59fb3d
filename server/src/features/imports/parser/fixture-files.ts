import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Test and benchmark helper: the fixture pages written for the parser, read from disk. */
const FIXTURES_DIRECTORY = fileURLToPath(new URL('../fixtures/', import.meta.url))

export const readFixture = (name: string): string => readFileSync(`${FIXTURES_DIRECTORY}${name}`, 'utf8')

export const listFixtureFiles = (): string[] =>
  readdirSync(FIXTURES_DIRECTORY)
    .filter((name) => name.endsWith('.html') || name.endsWith('.txt'))
    .sort()
