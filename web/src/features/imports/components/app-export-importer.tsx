import { useState, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { Download, RotateCcw } from 'lucide-react'
import {
  APP_IMPORT_ACCEPT,
  APP_IMPORT_LIMITS,
  APP_IMPORT_MESSAGES,
  type AppImportResult,
} from '@forkcast/contract/app-imports.schemas'
import { countOf } from '@forkcast/contract/words'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/api-client'
import { useImportAppExport } from '../api/import-app-export'
import { gatherRecipeFolder } from '../utils/recipe-folder'
import { AppImportPreview } from './app-import-preview'

const APPS = [
  {
    name: 'Mealie export or backup (.zip)',
    how: 'In Mealie, export your recipes, or make a backup in Admin → Backups and download it.',
  },
  {
    name: 'Tandoor export (.zip)',
    how: 'In Tandoor, export your recipes and choose the zip it gives you.',
  },
  {
    name: 'Paprika (.paprikarecipes)',
    how: 'In Paprika, select recipes and export them as Paprika Recipe Format.',
  },
  {
    name: 'Recipe files (schema.org JSON-LD)',
    how: 'A .json or .jsonld file, a zip of them, or a whole folder of them.',
  },
]

const INPUT_CLASS =
  'text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold file:text-brand-800'

/** The folder picker's attributes: not in React's input types, but every current browser reads them. */
const FOLDER_ATTRIBUTES = { webkitdirectory: '', directory: '' } as Record<string, string>

/** Issue #31: another app's export, previewed recipe by recipe, then imported once the person confirms. */
export const AppExportImporter = () => {
  const [chosen, setChosen] = useState<{ file: Blob; name: string } | null>(null)
  const [pickError, setPickError] = useState<string | null>(null)
  const [result, setResult] = useState<AppImportResult | null>(null)
  const send = useImportAppExport()

  const preview = (file: Blob, name: string) => {
    setChosen({ file, name })
    setResult(null)
    send.mutate({ file, validateOnly: true }, { onSuccess: setResult })
  }
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    setPickError(null)
    if (!file) return
    if (file.size > APP_IMPORT_LIMITS.maxBytes) return setPickError(APP_IMPORT_MESSAGES.tooLarge)
    preview(file, file.name)
  }
  const chooseFolder = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    setPickError(null)
    if (files.length === 0) return
    const folder = await gatherRecipeFolder(files)
    if (folder.file === null) {
      return setPickError(
        folder.fileCount === 0
          ? 'That folder holds no .json or .jsonld recipe files.'
          : 'None of the recipe files in that folder could be read.',
      )
    }
    if (folder.unreadable.length > 0) {
      setPickError(
        `Left out ${countOf(folder.unreadable.length, 'file')} that could not be read: ${folder.unreadable.slice(0, 5).join(', ')}`,
      )
    }
    preview(folder.file, `${countOf(folder.fileCount - folder.unreadable.length, 'recipe file')}`)
  }
  const confirm = () => {
    if (chosen) send.mutate({ file: chosen.file, validateOnly: false }, { onSuccess: setResult })
  }
  const reset = () => {
    setChosen(null)
    setResult(null)
    setPickError(null)
    send.reset()
  }
  const isChecking = send.isPending && send.variables.validateOnly
  const errorMessage = send.isError
    ? getErrorMessage(send.error, 'The export could not be read. Please try again.')
    : null

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <ul className="flex flex-col gap-2 text-sm">
        {APPS.map((app) => (
          <li key={app.name}>
            <span className="font-semibold text-stone-900">{app.name}</span>
            <span className="block text-stone-600">{app.how}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="app-export-file">Choose an export file</Label>
          <input
            id="app-export-file"
            type="file"
            accept={APP_IMPORT_ACCEPT}
            onChange={chooseFile}
            disabled={send.isPending}
            aria-describedby={pickError || errorMessage ? 'app-export-error' : undefined}
            className={INPUT_CLASS}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="app-export-folder">Or a folder of recipe files</Label>
          <input
            id="app-export-folder"
            type="file"
            multiple
            {...FOLDER_ATTRIBUTES}
            onChange={(event) => void chooseFolder(event)}
            disabled={send.isPending}
            className={INPUT_CLASS}
          />
        </div>
      </div>
      {pickError || errorMessage ? (
        <p id="app-export-error" role="alert" className="text-sm font-medium text-red-700">
          {errorMessage ?? pickError}
        </p>
      ) : null}
      {chosen && !errorMessage ? <p className="text-xs text-stone-600">Chosen: {chosen.name}</p> : null}
      {send.isPending ? (
        <Spinner
          label={isChecking ? 'Reading your export...' : 'Importing your recipes...'}
          className="py-4"
        />
      ) : null}
      {result && !send.isPending ? <AppImportPreview result={result} /> : null}
      {result?.validateOnly && !send.isPending ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={confirm} disabled={result.success === 0}>
            <Download aria-hidden />
            {result.success === 0 ? 'Nothing to import' : `Import ${countOf(result.success, 'recipe')}`}
          </Button>
          <Button variant="ghost" onClick={reset}>
            <RotateCcw aria-hidden /> Choose another file
          </Button>
        </div>
      ) : null}
      {result && !result.validateOnly && !send.isPending ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm font-medium text-stone-900">{result.message}</p>
          <Link to={paths.recipeManager.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            See your recipes
          </Link>
          <Button variant="ghost" onClick={reset}>
            Import another
          </Button>
        </div>
      ) : null}
    </Card>
  )
}
