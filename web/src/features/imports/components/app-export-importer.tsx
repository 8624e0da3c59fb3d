import { useState, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { Download, RotateCcw } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  APP_IMPORT_ACCEPT,
  APP_IMPORT_LIMITS,
  APP_IMPORT_MESSAGES,
  type AppImportResult,
} from '@forkcast/contract/app-imports.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/api-client'
import { useCatalogText } from '@/lib/catalog-text'
import { useImportAppExport } from '../api/import-app-export'
import { gatherRecipeFolder } from '../utils/recipe-folder'
import { AppImportPreview } from './app-import-preview'

const APPS = ['mealie', 'tandoor', 'paprika', 'schemaOrg'] as const

const appsOf = (t: TFunction<'imports'>) =>
  APPS.map((app) => ({
    key: app,
    name: t(`appExportImporter.apps.${app}.name`),
    how: t(`appExportImporter.apps.${app}.how`),
  }))

const INPUT_CLASS =
  'text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold file:text-brand-800'

/** The folder picker's attributes: not in React's input types, but every current browser reads them. */
const FOLDER_ATTRIBUTES = { webkitdirectory: '', directory: '' } as Record<string, string>

/** Issue #31: another app's export, previewed recipe by recipe, then imported once the person confirms. */
export const AppExportImporter = () => {
  const { t } = useTranslation('imports')
  const words = useCatalogText()
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
    if (file.size > APP_IMPORT_LIMITS.maxBytes)
      return setPickError(words.message(APP_IMPORT_MESSAGES.tooLarge))
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
          ? t('appExportImporter.noRecipeFiles')
          : t('appExportImporter.noReadableFiles'),
      )
    }
    if (folder.unreadable.length > 0) {
      setPickError(
        t('appExportImporter.leftOut', {
          count: folder.unreadable.length,
          names: folder.unreadable.slice(0, 5).join(', '),
        }),
      )
    }
    preview(folder.file, t('counts.recipeFile', { count: folder.fileCount - folder.unreadable.length }))
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
  // The server's reason is one of APP_IMPORT_MESSAGES (an export it cannot read) or its own words.
  const errorMessage = send.isError
    ? words.message(getErrorMessage(send.error, t('appExportImporter.readFailed')))
    : null

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <ul className="flex flex-col gap-2 text-sm">
        {appsOf(t).map((app) => (
          <li key={app.key}>
            <span className="font-semibold text-stone-900">{app.name}</span>
            <span className="block text-stone-600">{app.how}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="app-export-file">{t('appExportImporter.chooseFile')}</Label>
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
          <Label htmlFor="app-export-folder">{t('appExportImporter.chooseFolder')}</Label>
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
      {chosen && !errorMessage ? (
        <p className="text-xs text-stone-600">{t('appExportImporter.chosen', { name: chosen.name })}</p>
      ) : null}
      {send.isPending ? (
        <Spinner
          label={isChecking ? t('appExportImporter.reading') : t('appExportImporter.importing')}
          className="py-4"
        />
      ) : null}
      {result && !send.isPending ? <AppImportPreview result={result} /> : null}
      {result?.validateOnly && !send.isPending ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={confirm} disabled={result.success === 0}>
            <Download aria-hidden />
            {result.success === 0
              ? t('appExportImporter.nothingToImport')
              : t('appExportImporter.importRecipes', { count: result.success })}
          </Button>
          <Button variant="ghost" onClick={reset}>
            <RotateCcw aria-hidden /> {t('appExportImporter.chooseAnother')}
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
            {t('appExportImporter.seeRecipes')}
          </Link>
          <Button variant="ghost" onClick={reset}>
            {t('appExportImporter.importAnother')}
          </Button>
        </div>
      ) : null}
    </Card>
  )
}
