import { ClipboardPaste } from 'lucide-react'
import {
  IMPORT_MESSAGES,
  PasteImportFormSchema,
  type ImportRecipeResult,
} from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { notify, notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useImportRecipe } from '../api/import-recipe'
import { describeImport, isPageSource } from '../utils/describe-import'
import { TextAreaField } from './text-area-field'
import { IMPORT_FAILED_FALLBACK } from './url-import-form'

interface PasteImportFormProps {
  /** The address typed above, sent along with page source so relative links and the site name resolve. */
  pageUrl: string
  onImported: (result: ImportRecipeResult) => void
  autoFocus?: boolean
}

/** 'Paste the page instead': page source or plain recipe text, parsed on the server without fetching. */
export const PasteImportForm = ({ pageUrl, onImported, autoFocus = false }: PasteImportFormProps) => {
  const form = useSchemaForm(PasteImportFormSchema, { defaultValues: { pasted: '' } })
  const { errors } = form.formState
  const importRecipe = useImportRecipe({ errorTitle: 'Import Failed', errorFallback: IMPORT_FAILED_FALLBACK })
  const submit = form.handleSubmit(
    ({ pasted }) => {
      const address = pageUrl.trim()
      const request = isPageSource(pasted)
        ? { html: pasted, ...(/^https?:\/\//i.test(address) ? { url: address } : {}) }
        : { text: pasted }
      importRecipe.mutate(request, {
        onSuccess: (result) => {
          notify({ title: 'Recipe Imported!', description: describeImport(result) })
          form.reset()
          onImported(result)
        },
      })
    },
    (invalid) => {
      if (invalid.pasted?.message === IMPORT_MESSAGES.pasteRequired) {
        notifyError('Nothing to Import', IMPORT_MESSAGES.pasteRequired)
      }
    },
  )
  return (
    <form aria-label="Import pasted recipe" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label="Page source or recipe text"
        hint="On the recipe page, open View Source (Ctrl+U, or ⌥⌘U on a Mac), select all and copy it here. Or copy just the recipe: title, ingredients and steps."
        placeholder={
          'Weeknight Fried Rice\n\nIngredients\n- 2 eggs\n- 3 cups cooked rice\n\nMethod\n1. Scramble the eggs...'
        }
        error={errors.pasted?.message}
        disabled={importRecipe.isPending}
        autoFocus={autoFocus}
        {...form.register('pasted')}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={importRecipe.isPending}>
        <ClipboardPaste aria-hidden /> {importRecipe.isPending ? 'Importing...' : 'Import Pasted Recipe'}
      </Button>
    </form>
  )
}
