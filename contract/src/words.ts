/**
 * "1 recipe", "2 recipes", "1,000 recipes": the one way a count and its noun are written in English, on the server
 * and the web. `plural` is for nouns that do not just take an s.
 */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`
