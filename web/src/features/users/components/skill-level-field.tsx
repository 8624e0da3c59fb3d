import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { COOKING_SKILL_OPTIONS, type CookingSkillLevel } from '@forkcast/contract/users.constants'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

interface SkillLevelFieldProps {
  value: CookingSkillLevel
  onChange: (value: CookingSkillLevel) => void
}

export const SkillLevelField = ({ value, onChange }: SkillLevelFieldProps) => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-stone-900">{t('skillLevel.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {COOKING_SKILL_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === option.value ? 'border-brand-400 bg-brand-50' : 'border-stone-200 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-labelledby={`${name}-${option.value}-label`}
              aria-describedby={`${name}-${option.value}-description`}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-brand-700 focus-visible:outline-none"
            />
            <span>
              <span id={`${name}-${option.value}-label`} className="block text-sm font-medium">
                {words.skillLevel(option.value)}
              </span>
              <span id={`${name}-${option.value}-description`} className="block text-xs text-stone-600">
                {words.skillDescription(option.value)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
