import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { VocabularyOption } from '@forkcast/contract/allergens'
import { ALLERGY_ENTRY_MAX_LENGTH } from '@forkcast/contract/users.constants'
import { Card } from '@/components/ui/card'
import { addEntry, isOptionSelected, removeEntry, toggleNormalizedOption } from '../utils/entry-list'
import { AddEntryField } from './add-entry-field'
import { RemovableChip } from './removable-chip'
import { ToggleChip } from './toggle-chip'

export interface AllergyListCardProps {
  title: string
  icon: ReactNode
  description: string
  tone: 'critical' | 'neutral'
  inputLabel: string
  buttonLabel: string
  placeholder: string
  commonHeading: string
  commonOptions: readonly VocabularyOption[]
  listLabel: string
  entries: string[]
  onChange: (entries: string[]) => void
  normalize: (entries: readonly string[]) => string[]
  labelFor: (entry: string) => string
}

/** One list (allergies or sensitivities): typed entries, common items to toggle, and what is on it now. */
export const AllergyListCard = (props: AllergyListCardProps) => {
  const { t } = useTranslation('users')
  const { entries, onChange, normalize, labelFor } = props
  const add = (text: string) => {
    const result = addEntry(entries, text, normalize)
    if (!result || result.isDuplicate) return false
    onChange(result.entries)
    return true
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {props.icon} {props.title}
        </h2>
        <p className="text-sm text-stone-600">{props.description}</p>
      </div>
      <AddEntryField
        label={props.inputLabel}
        buttonLabel={props.buttonLabel}
        placeholder={props.placeholder}
        maxLength={ALLERGY_ENTRY_MAX_LENGTH}
        onAdd={add}
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-800">{props.commonHeading}</h3>
        <div className="flex flex-wrap gap-2">
          {props.commonOptions.map((option) => (
            <ToggleChip
              key={option.value}
              label={option.label}
              isPressed={isOptionSelected(entries, option)}
              onToggle={() => onChange(toggleNormalizedOption(entries, option, normalize))}
            />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-800">{props.listLabel}</h3>
        {entries.length === 0 ? (
          <p className="text-sm text-stone-500">{t('allergyListCard.noneYet')}</p>
        ) : (
          <ul aria-label={props.listLabel} className="flex flex-wrap gap-2">
            {entries.map((entry) => (
              <RemovableChip
                key={entry}
                label={labelFor(entry)}
                tone={props.tone}
                onRemove={() => onChange(removeEntry(entries, entry, normalize))}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
