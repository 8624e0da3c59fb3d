import { parse as parseIsoDuration, pattern as isoDurationPattern } from 'iso8601-duration'

const ISO_DURATION = new RegExp(`^${isoDurationPattern.source}$`)
const MAX_MINUTES = 60 * 24 * 30
const UNIT_MINUTES: Record<string, number> = { d: 1440, h: 60, m: 1, s: 1 / 60 }
const VULGAR_FRACTIONS: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 }

/** Sites publish 'PT0S' or 'PT0M' as a placeholder far more often than a real zero, so zero counts as unknown. */
const toMinutes = (minutes: number): number | null => {
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_MINUTES) return null
  const rounded = Math.round(minutes)
  return rounded > 0 ? rounded : 1
}

const parseIsoMinutes = (text: string): number | null | undefined => {
  const compact = text.replace(/\s+/g, '').toUpperCase()
  if (!ISO_DURATION.test(compact) || compact === 'P' || compact.endsWith('T')) return undefined
  try {
    const parts = parseIsoDuration(compact)
    // Years and months have no fixed length, and no recipe takes that long.
    if ((parts.years ?? 0) > 0 || (parts.months ?? 0) > 0) return null
    return toMinutes(
      (parts.weeks ?? 0) * 10080 +
        (parts.days ?? 0) * 1440 +
        (parts.hours ?? 0) * 60 +
        (parts.minutes ?? 0) +
        (parts.seconds ?? 0) / 60,
    )
  } catch {
    return undefined
  }
}

/** Unit words in the languages recipe pages are written in ('50 Minuten', '1 h 05 min', '2 ώρες'). */
const UNIT_WORDS: ReadonlyArray<[string, RegExp]> = [
  ['d', /^(?:d|days?|tage?n?|dag(?:en|ar|e)?|jours?|j|d[ií]as?|giorn[oi]|μέρ[αε]ς?|ημέρ[αε]ς?)$/u],
  [
    'h',
    /^(?:h|hrs?|hours?|std|stunden?|st|uur|u|heures?|horas?|hs|ore|ora|timm[ae]r?|timer?|tim|óra|godz(?:in[ay]?)?|hodin[ay]?|ώρ[αε]ς?|ωρ[αε]ς?)$/u,
  ],
  ['m', /^(?:m|mins?|minutes?|minuten?|minuter|minutter|minutos?|minut[oiy]?|minút|perc|mn|λεπτ[άα]|λ)$/u],
  ['s', /^(?:s|secs?|seconds?|sekunden?|seconden?|secondes?|segundos?|second[oi])$/u],
]

const unitKey = (unit: string): string | null => {
  for (const [key, pattern] of UNIT_WORDS) if (pattern.test(unit)) return key
  return null
}

const parseLooseMinutes = (text: string): number | null => {
  let value = text
    .toLowerCase()
    .replace(/(\d+)?\s*([¼½¾⅓⅔])/g, (_match, whole: string | undefined, fraction: string) =>
      String(Number(whole ?? 0) + (VULGAR_FRACTIONS[fraction] ?? 0)),
    )
    .replace(/^pt/, '')
  // A negative duration is a publishing bug, not a time.
  if (value.trimStart().startsWith('-')) return null
  value = value.replace(/(\d+)\s+(\d+)\/(\d+)/g, (_match, whole: string, top: string, bottom: string) =>
    String(Number(whole) + Number(top) / Number(bottom)),
  )
  value = value.replace(/(\d+)\/(\d+)/g, (_match, top: string, bottom: string) =>
    String(Number(top) / Number(bottom)),
  )
  // A range ('20-25 minutes') is planned by its upper bound.
  value = value.replace(/(\d+(?:\.\d+)?)\s*(?:-|–|—|to|bis|à|a|tot)\s*(\d+(?:\.\d+)?)/g, '$2')
  const clock = /^(\d{1,2}):(\d{2})$/.exec(value.trim())
  if (clock) return toMinutes(Number(clock[1]) * 60 + Number(clock[2]))

  let total = 0
  let found = false
  let previousUnit: string | null = null
  for (const match of value.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)?/gu)) {
    const amount = Number((match[1] ?? '').replace(',', '.'))
    const unit = match[2] === undefined ? null : unitKey(match[2])
    if (match[2] !== undefined && unit === null) continue
    // A bare number after hours is minutes ('1h30'); a bare number alone is minutes too.
    const effectiveUnit: string | null =
      unit ?? (previousUnit === 'h' ? 'm' : previousUnit === null ? 'm' : null)
    if (effectiveUnit === null) continue
    total += amount * (UNIT_MINUTES[effectiveUnit] ?? 0)
    previousUnit = effectiveUnit
    found = true
  }
  return found ? toMinutes(total) : null
}

/** Reads a duration in minutes from ISO-8601 ('PT1H30M', 'P0DT0H20M'), loose text ('1 hr 15 mins') or a number. */
export const parseDurationMinutes = (value: unknown): number | null => {
  if (typeof value === 'number') return toMinutes(value)
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text.length === 0 || text.length > 80) return null
  const iso = parseIsoMinutes(text)
  if (iso !== undefined) return iso
  return parseLooseMinutes(text)
}

/**
 * The total a recipe states, or prep + cook when it gives no total. A total shorter than one of its own parts
 * is a publishing slip (the fields swapped) and is not kept. A prep time alone says nothing about the total.
 */
export const deriveTotalMinutes = (
  prep: number | null,
  cook: number | null,
  total: number | null,
): number | null => {
  if (total !== null && total >= Math.max(prep ?? 0, cook ?? 0)) return total
  return prep !== null && cook !== null ? prep + cook : null
}

/**
 * Decision 036 (revised): once every source is read, a cook time with no prep time stated anywhere is the
 * time the page gives for making the dish, so it stands for the total. A lone prep time still does not.
 */
export const settleTotalMinutes = (times: {
  prepTimeMinutes: number | null
  cookTimeMinutes: number | null
  totalTimeMinutes: number | null
}): number | null =>
  deriveTotalMinutes(times.prepTimeMinutes, times.cookTimeMinutes, times.totalTimeMinutes) ??
  (times.prepTimeMinutes === null ? times.cookTimeMinutes : null)

/**
 * A duration and nothing else ('15 min', '1 h 30', '45 minutes'): every word is a time unit. Markup that names
 * a time by its class may hold a date or a word instead, which must not be read as minutes.
 */
export const parseStrictDurationMinutes = (text: string): number | null => {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  if (words.length === 0 || text.length > 40 || !/^\s*\d/.test(text)) return null
  return words.every((word) => unitKey(word) !== null) ? parseDurationMinutes(text.replace(/\.$/, '')) : null
}
