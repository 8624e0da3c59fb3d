import { describe, expect, it } from 'vitest'
import { detectAllergens } from '../allergen-lexicon'
import { ALLERGEN_IDS } from '../allergen-ids'
import { scoreLevel, type LevelDetection, type Score } from './allergen-eval'
import { LANGUAGE_EVAL_SETS } from './allergen-eval/index'
import { ALLERGEN_EVAL_SET } from './allergen-eval-set'

const readAs =
  (language: string | null) =>
  (line: string): LevelDetection => {
    const { allergens, mayContain } = detectAllergens(line, { language })
    return { contains: allergens, often: mayContain }
  }

const sum = (scores: readonly Score[], key: 'tp' | 'fp') =>
  scores.reduce((total, score) => total + score[key], 0)

describe('the allergen evaluation sets', () => {
  it.each(LANGUAGE_EVAL_SETS.map(({ language, lines }) => [language, lines] as const))(
    'hold at least 60 distinct hand-written lines in %s, never one allergen at both levels',
    (_language, lines) => {
      expect(lines.length).toBeGreaterThanOrEqual(60)
      expect(new Set(lines.map(({ line }) => line)).size).toBe(lines.length)
      for (const { line, contains, often } of lines)
        expect(
          often.filter((id) => contains.includes(id)),
          line,
        ).toEqual([])
    },
  )

  it('label every allergen as present somewhere in English, half of its lines composite or tricky', () => {
    for (const allergen of ALLERGEN_IDS)
      expect(
        ALLERGEN_EVAL_SET.some(({ contains, often }) => [...contains, ...often].includes(allergen)),
        allergen,
      ).toBe(true)
    const hard = ALLERGEN_EVAL_SET.filter(({ kind }) => kind !== 'plain').length
    expect(hard * 2).toBeGreaterThanOrEqual(ALLERGEN_EVAL_SET.length)
  })

  it.each(LANGUAGE_EVAL_SETS.map(({ language, lines }) => [language, lines] as const))(
    'never miss an allergen a member avoids in %s, read with its own lexicon and English',
    (language, lines) => {
      const report = scoreLevel(lines, readAs(language), 'any')
      expect(report.misses).toEqual([])
    },
  )

  it('claim an allergen certain rightly at least 95 % of the time over every language', () => {
    const scores = LANGUAGE_EVAL_SETS.map(
      ({ language, lines }) => scoreLevel(lines, readAs(language), 'contains').overall,
    )
    const tp = sum(scores, 'tp')
    expect(tp / (tp + sum(scores, 'fp'))).toBeGreaterThanOrEqual(0.95)
  })

  // The held-out lines are most likely read without a language: every list then reads every line.
  it.each(LANGUAGE_EVAL_SETS.map(({ language, lines }) => [language, lines] as const))(
    'never miss an allergen in %s when no language is known, and claim one certain rightly 95 % of the time',
    (_language, lines) => {
      expect(scoreLevel(lines, readAs(null), 'any').misses).toEqual([])
      const { overall } = scoreLevel(lines, readAs(null), 'contains')
      expect(overall.precision).toBeGreaterThanOrEqual(0.95)
    },
  )

  it('keep English precise when no language is known and every lexicon reads the line', () => {
    const { overall } = scoreLevel(ALLERGEN_EVAL_SET, readAs(null), 'contains')
    expect(overall.precision).toBeGreaterThanOrEqual(0.95)
  })
})
