// One way for every benchmark to report: the machine it ran on, min/median/max over several runs, the budget,
// and the previous figure from the README's "Budgets" table, so a regression shows in the same run. A missed
// budget makes the process exit non-zero (benchmarks are run by hand and by a scheduled job, never timed tests).
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const readmePath = path.resolve(import.meta.dirname, '..', 'README.md')

export interface Figure {
  /** Stable id, also the first cell of the README's Budgets table row, e.g. `search.name.p95.pglite`. */
  id: string
  /** What a person reads, e.g. 'search by name, p95'. */
  label: string
  unit: 'ms' | 's' | 'KB' | 'score' | 'count'
  /** The value of each run; the median is compared with the budget. */
  runs: number[]
  /** Upper bound (or lower bound when `higherIsBetter`); absent for informational figures. */
  budget?: number
  higherIsBetter?: boolean
}

export const median = (values: readonly number[]) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A positive whole number given as `--name N` on the command line, else `fallback`. */
export const numberOption = (name: string, fallback: number, env?: string) => {
  const flag = process.argv.indexOf(`--${name}`)
  const parsed = Number(flag >= 0 ? process.argv[flag + 1] : env)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** How many times each measurement is repeated: `--runs N` on the command line, else BENCH_RUNS, else 3. */
export const runCount = (fallback = 3) => numberOption('runs', fallback, process.env.BENCH_RUNS)

/** Runs `measure` `count` times one after another and answers every run's result. */
export async function repeat<T>(count: number, measure: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let run = 0; run < count; run += 1) results.push(await measure(run))
  return results
}

/** The machine line every benchmark prints first, so figures from different machines are not compared blindly. */
export const describeMachine = (database?: 'PGlite' | 'PostgreSQL') => {
  const cpus = os.cpus()
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  return [
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,`,
    `Node ${process.version}${database ? `, ${database}` : ''}, load average ${load}`,
  ].join(' ')
}

export const databaseKind = (): 'PGlite' | 'PostgreSQL' =>
  process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'

/** The database as figure ids in the README name it: `…pglite` or `…postgresql`. */
export const databaseIdSuffix = () => databaseKind().toLowerCase()

/** Previous figures by id from the README's Budgets table: `| \`id\` | label | budget | 12.3 ms |`. */
export const previousFigures = (readme = readFileSync(readmePath, 'utf8')) => {
  const figures = new Map<string, number>()
  for (const match of readme.matchAll(/^\| `([\w.-]+)` \|[^|\n]*\|[^|\n]*\| ([\d.,]+) ?[A-Za-z]* \|/gm)) {
    figures.set(match[1]!, Number(match[2]!.replace(/,/g, '')))
  }
  return figures
}

const format = (value: number, unit: Figure['unit']) => {
  if (!Number.isFinite(value)) return '—'
  // Fractions such as a layout-shift score (budget 0.02) keep three decimals; larger scores and counts one.
  if (unit === 'score' || unit === 'count')
    return `${Math.abs(value) < 1 ? Math.round(value * 1000) / 1000 : Math.round(value * 10) / 10}`
  return `${value.toFixed(value >= 100 ? 0 : 1)} ${unit}`
}

const meets = (figure: Figure, value: number) =>
  figure.budget === undefined || (figure.higherIsBetter ? value >= figure.budget : value <= figure.budget)

/**
 * Prints one table (figure, min, median, max, budget, previous, verdict) and sets a non-zero exit code when a
 * median misses its budget. Answers whether every budget was met.
 */
export function reportFigures(title: string, figures: readonly Figure[]): boolean {
  const previous = previousFigures()
  const rows = figures.map((figure) => {
    const value = median(figure.runs)
    const before = previous.get(figure.id)
    const sign = figure.higherIsBetter ? '≥' : '≤'
    const change =
      before === undefined || !Number.isFinite(value) || before === 0
        ? ''
        : ` (${value >= before ? '+' : ''}${(((value - before) / before) * 100).toFixed(0)} %)`
    return {
      figure,
      cells: [
        figure.label,
        format(Math.min(...figure.runs), figure.unit),
        format(value, figure.unit),
        format(Math.max(...figure.runs), figure.unit),
        figure.budget === undefined ? '' : `${sign} ${format(figure.budget, figure.unit)}`,
        before === undefined ? 'new' : `${format(before, figure.unit)}${change}`,
        meets(figure, value) ? (figure.budget === undefined ? '' : 'met') : 'MISSED',
      ],
      met: meets(figure, value),
    }
  })
  const header = ['figure', 'min', 'median', 'max', 'budget', 'previous (README)', '']
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row.cells[column]!.length)),
  )
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')
  console.log(`\n${title} — ${figures[0]?.runs.length ?? 0} run(s)`)
  console.log(line(header))
  for (const row of rows) console.log(line(row.cells))
  const missed = rows.filter((row) => !row.met)
  if (missed.length > 0) {
    console.error(`\nBudget missed: ${missed.map((row) => row.figure.label).join('; ')}`)
    process.exitCode = 1
  }
  return missed.length === 0
}
