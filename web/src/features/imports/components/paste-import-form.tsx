import { ClipboardPaste } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  IMPORT_MESSAGES,
  PasteImportFormSchema,
  type ImportRecipeResult,
} from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { useCatalogText } from '@/lib/catalog-text'
import { notify, notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useImportRecipe } from '../api/import-recipe'
import { describeImport, isPageSource } from '../utils/describe-import'
import { TextAreaField } from './text-area-field'

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
  const { t } = useTranslation('imports')
  const words = useCatalogText()
  const importRecipe = useImportRecipe({
    errorTitle: t('importFailed'),
    errorFallback: t('importFailedFallback'),
  })
  const submit = form.handleSubmit(
    ({ pasted }) => {
      const address = pageUrl.trim()
      const request = isPageSource(pasted)
        ? { html: pasted, ...(/^https?:\/\//i.test(address) ? { url: address } : {}) }
        : { text: pasted }
      importRecipe.mutate(request, {
        onSuccess: (result) => {
          notify({ title: t('recipeImported'), description: describeImport(result, t) })
          form.reset()
          onImported(result)
        },
      })
    },
    (invalid) => {
      if (invalid.pasted?.message === IMPORT_MESSAGES.pasteRequired) {
        notifyError(t('pasteForm.nothingToImport'), words.message(IMPORT_MESSAGES.pasteRequired))
      }
    },
  )
  return (
    <form aria-label={t('pasteForm.label')} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={t('pasteForm.fieldLabel')}
        hint={t('pasteForm.hint')}
        placeholder={t('pasteForm.placeholder')}
        error={errors.pasted?.message}
        disabled={importRecipe.isPending}
        autoFocus={autoFocus}
        {...form.register('pasted')}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={importRecipe.isPending}>
        <ClipboardPaste aria-hidden /> {importRecipe.isPending ? t('importing') : t('pasteForm.submit')}
      </Button>
    </form>
  )
}
