import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIXTURES_DIRECTORY, listFixtureFiles, readFixture } from './fixture-files'
import { parseRecipePage } from './parse-recipe-page'
import { parseRecipeText } from './plain-text'

// Golden files pin the whole output; regenerate them on purpose with UPDATE_PARSER_GOLDEN=1 and review the diff.
const UPDATE = process.env.UPDATE_PARSER_GOLDEN === '1'
const EXPECTED_DIRECTORY = `${FIXTURES_DIRECTORY}expected/`

const parseFixtureFile = (name: string) =>
  name.endsWith('.txt')
    ? parseRecipeText(readFixture(name))
    : parseRecipePage(readFixture(name), `https://fixtures.forkcast.test/${name.replace(/\.html$/, '/')}`)

describe('fixture pages', () => {
  it('include at least 40 pages and a few pasted texts', () => {
    const files = listFixtureFiles()
    expect(files.filter((name) => name.endsWith('.html')).length).toBeGreaterThanOrEqual(40)
    expect(files.filter((name) => name.endsWith('.txt')).length).toBeGreaterThanOrEqual(3)
  })

  it.each(listFixtureFiles())('parse %s exactly as the golden output says', (name) => {
    const actual = parseFixtureFile(name)
    const goldenPath = `${EXPECTED_DIRECTORY}${name.replace(/\.(html|txt)$/, '.json')}`
    if (UPDATE) {
      mkdirSync(EXPECTED_DIRECTORY, { recursive: true })
      writeFileSync(goldenPath, `${JSON.stringify(actual, null, 2)}\n`)
    }
    expect(existsSync(goldenPath), `missing ${goldenPath}; run with UPDATE_PARSER_GOLDEN=1`).toBe(true)
    expect(actual).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')))
  })
})
