import { useTranslation } from 'react-i18next'
import { DIFFICULTY_LEVELS } from '@forkcast/contract/discovery.constants'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { SkillPoints } from '@/components/ui/difficulty-meter'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

interface DifficultyLevelsProps {
  selected: CookingSkillLevel
  onSelect: (level: CookingSkillLevel) => void
}

/** The three levels as a radio group: skill points, the difficulty of recipes they suit and its usual time, description and techniques. */
export const DifficultyLevels = ({ selected, onSelect }: DifficultyLevelsProps) => {
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  return (
    <fieldset className="grid gap-3 md:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold">{t('difficultyLevels.legend')}</legend>
      {DIFFICULTY_LEVELS.map(catalog.difficultyLevel).map((level) => {
        const isSelected = level.id === selected
        return (
          <label
            key={level.id}
            className={cn(
              'flex cursor-pointer flex-col gap-2 rounded-2xl border bg-white p-4 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              isSelected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-stone-200 hover:bg-stone-50',
            )}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="difficulty-level"
                value={level.id}
                checked={isSelected}
                onChange={() => onSelect(level.id)}
                className="size-4 accent-brand-700"
              />
              <span className="font-semibold">{level.label}</span>
            </span>
            {/* A level, not a recipe: its usual band is the level's own fact, and its recipes are called by their difficulty. */}
            <span className="flex flex-wrap items-center gap-2 text-xs text-stone-700">
              <SkillPoints points={level.skillPoints} name={level.label} />
              <span>
                {t('difficultyLevels.usually', {
                  difficulty: catalog.difficulty(level.difficulty),
                  time: level.cookingTime,
                })}
              </span>
            </span>
            <span className="text-sm text-stone-700">{level.description}</span>
            <ul
              className="list-inside list-disc text-sm text-stone-600"
              aria-label={t('difficultyLevels.techniques', { level: level.label })}
            >
              {level.techniques.map((technique) => (
                <li key={technique}>{technique}</li>
              ))}
            </ul>
          </label>
        )
      })}
    </fieldset>
  )
}
