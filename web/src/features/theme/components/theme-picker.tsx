import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { chooseTheme, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '../theme'

const ICONS: Record<ThemeChoice, typeof Sun> = { system: Monitor, light: Sun, dark: Moon }

/** Light, dark or the device's own setting, kept on this device. */
export const ThemePicker = () => {
  const { t } = useTranslation('theme')
  const choice = useThemeChoice()
  return (
    <fieldset className="mt-5 border-t border-stone-100 pt-4">
      <legend className="float-left text-sm font-semibold text-stone-900">{t('appearance')}</legend>
      <div className="clear-left mt-2 grid grid-cols-3 gap-2">
        {THEME_CHOICES.map((option) => {
          const Icon = ICONS[option]
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border px-2 py-2 text-center text-xs font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                choice === option
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-stone-200 text-stone-700 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={choice === option}
                onChange={() => chooseTheme(option)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden />
              {t(`choice.${option}`)}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
