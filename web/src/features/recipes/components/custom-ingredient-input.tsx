import { useState, type KeyboardEvent } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** Spec 2: add an ingredient that is not listed, with Enter or Add. */
export const CustomIngredientInput = ({ onAdd }: { onAdd: (name: string) => void }) => {
  const { t } = useTranslation('recipes')
  const [text, setText] = useState('')
  const add = () => {
    if (text.trim() === '') return
    onAdd(text)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="custom-ingredient">{t('customIngredient.label')}</Label>
      <div className="flex gap-2">
        <Input
          id="custom-ingredient"
          placeholder={t('customIngredient.placeholder')}
          maxLength={60}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" disabled={text.trim() === ''} onClick={add}>
          <Plus aria-hidden /> {t('customIngredient.add')}
        </Button>
      </div>
    </div>
  )
}
