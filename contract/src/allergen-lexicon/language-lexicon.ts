/**
 * One language's allergen words, written as text so a cook who reads the language can review it.
 *
 * `entries`: one food a line, the composite line format
 *
 *   names (comma-separated) | contains | often | note
 *
 * `contains` and `often` are space-separated AllergenIds (allergen-ids.ts); wheat brings gluten at its own
 * level. The note is the reason shown on a recipe page, in English ("Gemüsebrühe (vegetable stock) usually
 * holds celery"). Lines starting with `#` are comments. Names are folded like the text (case, diacritics,
 * ß→ss, ø→o, å→a, æ→ae, ł→l, Greek final sigma), so any spelling works. A name without a star matches whole
 * words, plurals included; `milch*` matches words starting with milch (Milchpulver), `*brühe` words ending
 * with it (Gemüsebrühe), `*mandel*` words containing it. Several words match as a phrase. In scripts
 * without spaces (Chinese) names match anywhere in the line and need no stars.
 *
 * `negations`: one rule a line, `names | allergens ruled out` (`glutenfrei, ohne gluten | wheat gluten`):
 * a line holding one of the names does not hold those allergens, as the English NEGATION_RULES.
 */
export interface LanguageLexicon {
  /** ISO 639-1 code: de, nl, fr, es, it, pt, el, sv, da, no, pl, hu, ru, zh. */
  readonly code: string
  /** The language's English name, shown in "allergens not checked in <name>". */
  readonly name: string
  readonly entries: string
  readonly negations: string
  /**
   * Endings that make a plural of a whole word in this language ('s', 'es' in Spanish), so 'natas' reads
   * 'nata'. English plural stemming is not applied to other languages: it reads Hungarian bors as bor.
   */
  readonly plurals?: readonly string[]
}
