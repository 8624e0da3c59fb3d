import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PREP_TIME_OPTIONS } from '@forkcast/contract/users.constants'

interface PrepTimeFieldProps {
  value: number
  onChange: (minutes: number) => void
}

/** The five standard times; a time set elsewhere (wizard 1 takes any number) stays visible as its own choice. */
export const PrepTimeField = ({ value, onChange }: PrepTimeFieldProps) => {
  const { t } = useTranslation('users')
  const id = useId()
  const standard: readonly number[] = PREP_TIME_OPTIONS
  const choices = standard.includes(value) ? standard : [...standard, value].sort((a, b) => a - b)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-base font-semibold text-stone-900">
        {t('prepTime.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:w-60 sm:text-sm"
      >
        {choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('prepTime.minutes', { minutes })}
          </option>
        ))}
      </select>
    </div>
  )
}
