// Every language with an allergen lexicon besides English, which lives in allergen-lexicon.ts.
import type { LanguageLexicon } from '../language-lexicon'
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

interface LanguageModule {
  LEXICON: LanguageLexicon
}

const MODULES: readonly LanguageModule[] = [de, nl, fr, es, it, pt, el, sv, da, no, pl, hu, ru, zh]

export const LANGUAGE_LEXICONS: readonly LanguageLexicon[] = MODULES.map((module) => module.LEXICON)
