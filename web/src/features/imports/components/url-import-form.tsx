import { Download } from 'lucide-react'
import {
  IMPORT_MESSAGES,
  ImportRecipeRequestSchema,
  type ImportRecipeResult,
} from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify, notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useImportRecipe } from '../api/import-recipe'
import { describeImport } from '../utils/describe-import'

export const IMPORT_FAILED_FALLBACK = 'Failed to import recipe. Please check the URL and try again.'

interface UrlImportFormProps {
  url: string
  onUrlChange: (url: string) => void
  onImported: (result: ImportRecipeResult) => void
  /** The server's reason, so the page can offer pasting the page instead. */
  onFailed: (message: string, status: number | null) => void
}

/** Spec 2 URL import: a web address and Import; spec 5 'URL Required', spec 8 'Import Failed'. */
export const UrlImportForm = ({ url, onUrlChange, onImported, onFailed }: UrlImportFormProps) => {
  const importRecipe = useImportRecipe({
    errorTitle: 'Import Failed',
    errorFallback: IMPORT_FAILED_FALLBACK,
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
          notify({ title: 'Recipe Imported!', description: describeImport(result) })
          form.reset({ url: '' })
          onUrlChange('')
          onImported(result)
        },
        onError: (error) => {
          if (form.showServerErrors(error)) return
          onFailed(
            describeMutationError(error, IMPORT_FAILED_FALLBACK),
            error instanceof ApiError ? error.status : null,
          )
        },
      }),
    (invalid) => {
      if (invalid.url?.message === IMPORT_MESSAGES.urlRequired) {
        notifyError('URL Required', IMPORT_MESSAGES.urlRequired)
      }
    },
  )
  return (
    <form aria-label="Import from a web address" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field
        label="Recipe URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.example.com/recipes/chicken-tikka-masala"
        hint="The address of a recipe page, as it shows in your browser."
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
        <Download aria-hidden /> {importRecipe.isPending ? 'Importing...' : 'Import'}
      </Button>
    </form>
  )
}
