import type { VocabularyOption } from '@forkcast/contract/allergens'

/** An option counts as chosen when every canonical value it stands for is in the list. */
export const isOptionSelected = (entries: readonly string[], option: VocabularyOption) =>
  option.values.every((value) => entries.includes(value))

export const toggleValue = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value]

export const removeValue = (values: readonly string[], value: string): string[] =>
  values.filter((item) => item !== value)

/** Entries no option stands for (free text, or ids the picker does not show), so they can still be seen. */
export const listEntriesOutsideOptions = (
  entries: readonly string[],
  options: readonly VocabularyOption[],
): string[] => {
  const covered = new Set(options.flatMap((option) => option.values))
  return entries.filter((entry) => !covered.has(entry))
}

export type AddEntryResult = { entries: string[]; isDuplicate: false } | { isDuplicate: true }

/**
 * Adds typed text (trimmed, non-empty) in the list's normal form; text that adds nothing new, such as
 * 'Dairy' next to 'milk', is a duplicate.
 */
export const addEntry = (
  entries: readonly string[],
  text: string,
  normalize: (entries: readonly string[]) => string[],
): AddEntryResult | null => {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const before = normalize(entries)
  const after = normalize([...entries, trimmed])
  if (after.length === before.length) return { isDuplicate: true }
  return { entries: after, isDuplicate: false }
}

/** Removes an entry, and any entry that would bring it back when normalized (wheat brings gluten). */
export const removeEntry = (
  entries: readonly string[],
  entry: string,
  normalize: (entries: readonly string[]) => string[],
): string[] => entries.filter((candidate) => candidate !== entry && !normalize([candidate]).includes(entry))

/** toggleOption for a list kept in normal form. */
export const toggleNormalizedOption = (
  entries: readonly string[],
  option: VocabularyOption,
  normalize: (entries: readonly string[]) => string[],
): string[] =>
  isOptionSelected(entries, option)
    ? option.values.reduce<string[]>(
        (remaining, value) => removeEntry(remaining, value, normalize),
        [...entries],
      )
    : normalize([...entries, ...option.values])
