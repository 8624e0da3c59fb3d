import { useId, useState, type KeyboardEvent } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

interface AddEntryFieldProps {
  label: string
  /** Names the Add button, since a page can have several. */
  buttonLabel: string
  placeholder: string
  maxLength: number
  /** Adds the typed text; answers false when it was already on the list. */
  onAdd: (text: string) => boolean
}

/** A text box that adds its trimmed text with Enter or the Add button, and says when it is a duplicate. */
export const AddEntryField = ({ label, buttonLabel, placeholder, maxLength, onAdd }: AddEntryFieldProps) => {
  const { t } = useTranslation('users')
  const id = useId()
  const [text, setText] = useState('')
  const [isDuplicate, setDuplicate] = useState(false)
  const isEmpty = text.trim() === ''

  const add = () => {
    if (isEmpty) return
    const isAdded = onAdd(text)
    setDuplicate(!isAdded)
    if (isAdded) setText('')
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setText(event.target.value)
            setDuplicate(false)
          }}
          onKeyDown={handleKeyDown}
        />
        <Button type="button" variant="secondary" disabled={isEmpty} onClick={add} aria-label={buttonLabel}>
          <Plus aria-hidden /> {t('addEntry.add')}
        </Button>
      </div>
      <p id={`${id}-status`} aria-live="polite" className="min-h-4 text-xs text-amber-700">
        {isDuplicate ? t('addEntry.duplicate') : ''}
      </p>
    </div>
  )
}
