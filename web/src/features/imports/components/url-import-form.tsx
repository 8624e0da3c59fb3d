import { useState, type FormEvent } from 'react'
import { Download } from 'lucide-react'
import { IMPORT_MESSAGES, type ImportRecipeResult } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { ApiError, getFieldErrors } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify, notifyError } from '@/lib/toast'
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
  const [urlError, setUrlError] = useState<string | undefined>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = url.trim()
    if (address === '') {
      setUrlError(IMPORT_MESSAGES.urlRequired)
      notifyError('URL Required', IMPORT_MESSAGES.urlRequired)
      return
    }
    importRecipe.mutate(
      { url: address },
      {
        onSuccess: (result) => {
          notify({ title: 'Recipe Imported!', description: describeImport(result) })
          onUrlChange('')
          onImported(result)
        },
        onError: (error) => {
          const fieldError = getFieldErrors(error).url
          if (fieldError) {
            setUrlError(fieldError)
            return
          }
          onFailed(
            describeMutationError(error, IMPORT_FAILED_FALLBACK),
            error instanceof ApiError ? error.status : null,
          )
        },
      },
    )
  }
  return (
    <form aria-label="Import from a web address" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field
        label="Recipe URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.example.com/recipes/chicken-tikka-masala"
        hint="The address of a recipe page, as it shows in your browser."
        value={url}
        error={urlError}
        onChange={(event) => {
          onUrlChange(event.target.value)
          setUrlError(undefined)
        }}
        disabled={importRecipe.isPending}
      />
      <Button type="submit" className="self-start" disabled={importRecipe.isPending}>
        <Download aria-hidden /> {importRecipe.isPending ? 'Importing...' : 'Import'}
      </Button>
    </form>
  )
}
