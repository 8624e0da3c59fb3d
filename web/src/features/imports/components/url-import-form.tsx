import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  IMPORT_MESSAGES,
  ImportRecipeRequestSchema,
  type ImportRecipeResult,
} from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { useCatalogText } from '@/lib/catalog-text'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify, notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useImportRecipe } from '../api/import-recipe'
import { describeImport } from '../utils/describe-import'

interface UrlImportFormProps {
  url: string
  onUrlChange: (url: string) => void
  onImported: (result: ImportRecipeResult) => void
  /** The server's reason, so the page can offer pasting the page instead. */
  onFailed: (message: string, status: number | null) => void
}

/** Spec 2 URL import: a web address and Import; spec 5 'URL Required', spec 8 'Import Failed'. */
export const UrlImportForm = ({ url, onUrlChange, onImported, onFailed }: UrlImportFormProps) => {
  const { t } = useTranslation('imports')
  const words = useCatalogText()
  const importFailedFallback = t('importFailedFallback')
  const importRecipe = useImportRecipe({
    errorTitle: t('importFailed'),
    errorFallback: importFailedFallback,
    // A bad address is about the field, not the import: it is said beside it.
    errorShownInline: 'fields',
  })
  // The import request schema itself: with only `url` filled, an empty address is its 'URL Required' issue.
  const form = useSchemaForm(ImportRecipeRequestSchema, { defaultValues: { url } })
  const { errors } = form.formState
  const submit = form.handleSubmit(
    (request) =>
      importRecipe.mutate(request, {
        onSuccess: (result) => {
          notify({ title: t('recipeImported'), description: describeImport(result, t) })
          form.reset({ url: '' })
          onUrlChange('')
          onImported(result)
        },
        onError: (error) => {
          if (form.showServerErrors(error)) return
          onFailed(
            describeMutationError(error, importFailedFallback),
            error instanceof ApiError ? error.status : null,
          )
        },
      }),
    (invalid) => {
      if (invalid.url?.message === IMPORT_MESSAGES.urlRequired) {
        notifyError(t('urlForm.urlRequired'), words.message(IMPORT_MESSAGES.urlRequired))
      }
    },
  )
  return (
    <form aria-label={t('urlForm.label')} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field
        label={t('urlForm.urlLabel')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={t('urlForm.urlPlaceholder')}
        hint={t('urlForm.urlHint')}
        error={errors.url?.message}
        disabled={importRecipe.isPending}
        {...form.register('url', {
          // The page pastes the page source with this address, so it follows what is typed.
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            onUrlChange(event.target.value)
            form.clearErrors('url')
          },
        })}
      />
      <Button type="submit" className="self-start" disabled={importRecipe.isPending}>
        <Download aria-hidden /> {importRecipe.isPending ? t('importing') : t('urlForm.import')}
      </Button>
    </form>
  )
}
