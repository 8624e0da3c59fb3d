// Every language's evaluation lines, English included, parsed once for the tests and the eval script.
import { ALLERGEN_EVAL_SET, parseSection, type EvalLine } from '../allergen-eval-set'
import * as da from './da'
import * as de from './de'
import * as el from './el'
import * as es from './es'
import * as fr from './fr'
import * as hu from './hu'
import * as it from './it'
import * as nl from './nl'
import * as no from './no'
import * as pl from './pl'
import * as pt from './pt'
import * as ru from './ru'
import * as sv from './sv'
import * as zh from './zh'

export interface LanguageEvalSet {
  language: string
  lines: readonly EvalLine[]
}

const MODULES: ReadonlyArray<{ LANGUAGE: string; EVAL_LINES: string }> = [
  de,
  nl,
  fr,
  es,
  it,
  pt,
  el,
  sv,
  da,
  no,
  pl,
  hu,
  ru,
  zh,
]

/** English first, then the other languages; lines are labelled 'plain' unless English says otherwise. */
export const LANGUAGE_EVAL_SETS: readonly LanguageEvalSet[] = [
  { language: 'en', lines: ALLERGEN_EVAL_SET },
  ...MODULES.map(({ LANGUAGE, EVAL_LINES }) => ({
    language: LANGUAGE,
    lines: parseSection(EVAL_LINES, 'plain'),
  })),
]
