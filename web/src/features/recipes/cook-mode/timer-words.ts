import type { TFunction } from 'i18next'

/** The label findStepTimers gives a step that names no cooking verb. */
const GENERIC_LABEL = 'Timer'

/** "Pressure cook" → "pressureCook", "Sauté" → "saute": the label's key in cookMode.timerVerbs. */
const verbKey = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')

/**
 * A timer's cooking verb ('Bake', kept in English with the timer) in the language shown: "Bake" in English,
 * "horneado" in Spanish. A verb the catalog does not know reads as it came.
 */
export const timerWord = (t: TFunction<'recipes'>, label: string) => {
  const words: Readonly<Record<string, string | undefined>> | string = t('cookMode.timerVerbs', {
    returnObjects: true,
  })
  return (typeof words === 'object' ? words[verbKey(label)] : undefined) ?? label
}

/** 'Bake timer'; a step without a verb gives just 'Timer'. */
export const timerName = (t: TFunction<'recipes'>, label: string) =>
  label === GENERIC_LABEL
    ? t('cookMode.genericTimerName')
    : t('cookMode.timerName', { label: timerWord(t, label) })
