const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A fridge word in singular or plural: 'tomatoes' and 'tomato', 'cheeses' and 'cheese', 'eggs' and 'egg'. */
const wordPattern = (word: string) => {
  const stems = [...new Set([word.replace(/es$/i, ''), word.replace(/s$/i, '')])].map(escapeRegExp)
  return `(?:${stems.join('|')})(?:e?s)?`
}

/**
 * Positions of the ingredient lines the cook has on hand: a line matches a fridge item when it holds the item's
 * words as whole words, singular or plural ('2 eggs, beaten' has 'Egg'; '1 cup rice' has 'rice').
 */
export const findOnHandLines = (lines: readonly string[], onHand: readonly string[]): number[] => {
  const patterns = onHand
    .map((item) => item.trim())
    .filter((item) => item.length >= 2)
    .map((item) => {
      const words = item.split(/\s+/).map(wordPattern)
      return new RegExp(`\\b${words.join('\\s+')}\\b`, 'i')
    })
  return lines.flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [index] : []))
}
