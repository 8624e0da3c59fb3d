import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@forkcast/contract/languages'
import { currentLanguage } from '@/lib/i18n'
import { useUpdateLanguage } from '../api/update-language'

/** The language of this person's screens, mail and push, on every device; each name is written in itself. */
export const LanguagePicker = () => {
  const { t, i18n } = useTranslation('language')
  const update = useUpdateLanguage()
  const shown = isLanguage(i18n.language) ? i18n.language : currentLanguage()
  return (
    <div className="mt-5 border-t border-stone-100 pt-4">
      <label
        htmlFor="language-picker"
        className="flex items-center gap-2 text-sm font-semibold text-stone-900"
      >
        <Languages className="size-4" aria-hidden />
        {t('label')}
      </label>
      <select
        id="language-picker"
        value={shown}
        disabled={update.isPending}
        onChange={(event) => {
          const language = event.target.value
          if (isLanguage(language)) update.mutate(language)
        }}
        className="mt-2 min-h-11 w-full rounded-xl border border-stone-200 bg-white px-3 text-sm text-stone-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-stone-500">{t('hint')}</p>
    </div>
  )
}
