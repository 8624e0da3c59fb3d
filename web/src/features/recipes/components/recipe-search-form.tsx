import { useState, type FormEvent } from 'react'
import { Search, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '@forkcast/contract/recipes.constants'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

interface RecipeSearchFormProps {
  /** The search already in the address, shown in the box. */
  initialText?: string
  isActive: boolean
  onSearch: (query: string) => void
  onClear: () => void
}

/** Spec 5: at least 2 trimmed characters (the button stays disabled below); a comma searches by ingredients. */
export const RecipeSearchForm = ({
  initialText = '',
  isActive,
  onSearch,
  onClear,
}: RecipeSearchFormProps) => {
  const { t } = useTranslation('recipes')
  const [text, setText] = useState(initialText)
  const query = text.trim()
  const canSearch = query.length >= MIN_SEARCH_LENGTH
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSearch) onSearch(query)
  }
  const clear = () => {
    setText('')
    onClear()
  }
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor="recipe-search">{t('searchForm.label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-stone-400" aria-hidden />
          <Input
            id="recipe-search"
            type="search"
            className="pl-9"
            placeholder={t('searchForm.placeholder')}
            maxLength={MAX_SEARCH_LENGTH}
            value={text}
            aria-describedby="recipe-search-hint"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none" disabled={!canSearch}>
            {t('searchForm.search')}
          </Button>
          {isActive || text !== '' ? (
            <Button type="button" variant="secondary" onClick={clear}>
              <X aria-hidden /> {t('searchForm.clear')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id="recipe-search-hint" className="text-xs text-stone-500">
        {t('searchForm.hint')}
      </p>
    </form>
  )
}
