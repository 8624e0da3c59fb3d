import { useState, type KeyboardEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { RECIPE_LIMITS } from '@forkcast/contract/recipes.constants'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { addTag } from '../utils/recipe-form-values'

interface TagsInputProps {
  tags: string[]
  onChange: (tags: string[]) => void
}

/** Spec 5: tags added with Enter or the button, trimmed, without duplicates; clicking a tag removes it. */
export const TagsInput = ({ tags, onChange }: TagsInputProps) => {
  const { t } = useTranslation('recipes')
  const [text, setText] = useState('')
  const add = () => {
    onChange(addTag(tags, text))
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // Enter adds the tag instead of submitting the recipe.
    event.preventDefault()
    add()
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="recipe-tag-input">{t('tagsInput.label')}</Label>
      <div className="flex gap-2">
        <Input
          id="recipe-tag-input"
          placeholder={t('tagsInput.placeholder')}
          maxLength={RECIPE_LIMITS.tagMax}
          value={text}
          disabled={tags.length >= RECIPE_LIMITS.tagsMax}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" disabled={text.trim() === ''} onClick={add}>
          <Plus aria-hidden /> {t('tagsInput.add')}
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('tagsInput.label')}>
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t('tagsInput.remove', { tag })}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              >
                {tag} <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
