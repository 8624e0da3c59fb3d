import { parseDurationMinutes } from './durations'
import { deriveTotalMinutes } from './schema-recipe'

export interface RecipeFacts {
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  totalTimeMinutes: number | null
  yields: string | null
}

const MAX_FACT_LENGTH = 60
const TIME_LINE =
  /^(?:(prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|total)\s*time|(prep|cook|total)(?=\s*:)|(ready\s+in))\s*:?\s*(.{1,40})$/i
const YIELD_LINE = /^(?:serves|servings|yields?|makes|portions)\s*:?\s*(.{1,40})$/i

const readYieldText = (value: string): string | null => {
  if (!/\d/.test(value)) return null
  const text = value.replace(/[.;]$/, '').trim()
  // A bare number means servings, as in structured data.
  return /^\d+(?:\s*[-–]\s*\d+)?$/.test(text) ? `${text} servings` : text
}

/** Picks up 'Prep time: 15 minutes' and 'Serves 4' lines that pages and pasted recipes show near the top. */
export const readRecipeFacts = (lines: Iterable<string>): RecipeFacts => {
  const times = { prep: null as number | null, cook: null as number | null, total: null as number | null }
  let yields: string | null = null
  for (const line of lines) {
    if (line.length > MAX_FACT_LENGTH) continue
    const time = TIME_LINE.exec(line)
    if (time) {
      const kind = (time[1] ?? time[2] ?? time[3] ?? '').toLowerCase()
      const minutes = parseDurationMinutes(time[4] ?? '')
      if (minutes === null) continue
      const key = kind.startsWith('prep') ? 'prep' : /^(?:total|ready)/.test(kind) ? 'total' : 'cook'
      times[key] ??= minutes
      continue
    }
    const servings = YIELD_LINE.exec(line)
    if (servings && yields === null) yields = readYieldText(servings[1] ?? '')
  }
  return {
    prepTimeMinutes: times.prep,
    cookTimeMinutes: times.cook,
    totalTimeMinutes: deriveTotalMinutes(times.prep, times.cook, times.total),
    yields,
  }
}

/** Whether a line is a time or servings fact rather than part of the recipe text. */
export const isRecipeFactLine = (line: string): boolean =>
  line.length <= MAX_FACT_LENGTH && (TIME_LINE.test(line) || YIELD_LINE.test(line)) && /\d/.test(line)
