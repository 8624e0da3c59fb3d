import { useMemo, useState, type ChangeEvent } from 'react'
import { CheckCheck, FileDown, Upload } from 'lucide-react'
import { Tabs } from 'radix-ui'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  BULK_FILE_TYPES,
  BULK_MESSAGES,
  BULK_UPLOAD_LIMITS,
  type BulkFileType,
  type BulkUploadResult,
} from '@forkcast/contract/recipes.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { useCatalogText } from '@/lib/catalog-text'
import { notify, notifyError } from '@/lib/toast'
import { SAMPLE_CSV_URL, useUploadRecipes } from '../api/upload-recipes'
import { detectBulkFileType, previewBulkContent } from '../utils/bulk-files'
import { BulkFormatHelp } from './bulk-format-help'
import { BulkPreview } from './bulk-preview'
import { BulkResults } from './bulk-results'
import { TextAreaField } from './text-area-field'
import { UploadProgress } from './upload-progress'

// Format names, the same in every language.
const TAB_LABELS: Record<BulkFileType, string> = { csv: 'CSV', json: 'JSON' }

const toastResult = (result: BulkUploadResult, t: TFunction<'imports'>) => {
  if (result.validateOnly) {
    if (result.failed > 0) notifyError(t('bulkUploader.validationFailed'), result.message)
    else notify({ title: t('bulkUploader.validationComplete'), description: result.message })
  } else if (result.success > 0 || result.failed === 0) {
    notify({ title: t('bulkUploader.uploadComplete'), description: result.message })
  } else {
    notifyError(t('bulkUploader.uploadFailed'), result.message)
  }
}

/** Spec 2 bulk upload screen: CSV and JSON tabs, a file or pasted content, Validate First and Upload Recipes. */
export const BulkUploader = () => {
  const { t } = useTranslation('imports')
  const words = useCatalogText()
  const [fileType, setFileType] = useState<BulkFileType>('csv')
  const [content, setContent] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [result, setResult] = useState<BulkUploadResult | null>(null)
  const upload = useUploadRecipes()
  const preview = useMemo(
    () => (content.trim() === '' ? null : previewBulkContent(content, fileType, t)),
    [content, fileType, t],
  )

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const type = detectBulkFileType(file.name)
    if (type === null)
      return notifyError(t('bulkUploader.unsupportedFile'), words.message(BULK_MESSAGES.unsupportedFile))
    if (file.size > BULK_UPLOAD_LIMITS.maxBytes) {
      return notifyError(t('bulkUploader.fileTooLarge'), t('bulkUploader.tooLarge'))
    }
    setFileType(type)
    setContent(await file.text())
    setFileName(file.name)
    setResult(null)
  }
  const editContent = (text: string) => {
    setContent(text)
    setFileName(null)
  }
  const send = (validateOnly: boolean) => {
    if (content.trim() === '')
      return notifyError(t('bulkUploader.noContent'), words.message(BULK_MESSAGES.noContent))
    upload.mutate(
      { content, fileType, validateOnly },
      {
        onSuccess: (answer) => {
          setResult(answer)
          toastResult(answer, t)
        },
      },
    )
  }
  const isValidating = upload.isPending && upload.variables.validateOnly === true

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <Tabs.Root value={fileType} onValueChange={(value) => setFileType(value === 'json' ? 'json' : 'csv')}>
        <Tabs.List
          aria-label={t('bulkUploader.fileFormat')}
          className="inline-flex rounded-xl bg-stone-100 p-1"
        >
          {BULK_FILE_TYPES.map((type) => (
            <Tabs.Trigger
              key={type}
              value={type}
              className="rounded-lg px-4 py-1.5 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm"
            >
              {TAB_LABELS[type]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BULK_FILE_TYPES.map((type) => (
          <Tabs.Content key={type} value={type} className="mt-3">
            <BulkFormatHelp fileType={type} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="bulk-file">{t('bulkUploader.uploadFile', { format: TAB_LABELS[fileType] })}</Label>
        <input
          id="bulk-file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(event) => void chooseFile(event)}
          disabled={upload.isPending}
          className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        {fileName ? <p className="text-xs text-stone-600">{t('bulkUploader.loaded', { fileName })}</p> : null}
      </div>
      <TextAreaField
        label={t('bulkUploader.pasteContent', { format: TAB_LABELS[fileType] })}
        value={content}
        onChange={(event) => editContent(event.target.value)}
        disabled={upload.isPending}
        placeholder={
          fileType === 'csv' ? t('bulkUploader.csvPlaceholder') : t('bulkUploader.jsonPlaceholder')
        }
      />
      {preview ? <BulkPreview preview={preview} /> : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={SAMPLE_CSV_URL} download className={buttonVariants({ variant: 'ghost' })}>
          <FileDown aria-hidden /> {t('bulkUploader.downloadTemplate')}
        </a>
        <Button variant="secondary" onClick={() => send(true)} disabled={upload.isPending}>
          <CheckCheck aria-hidden />{' '}
          {isValidating ? t('bulkUploader.validating') : t('bulkUploader.validateFirst')}
        </Button>
        <Button onClick={() => send(false)} disabled={upload.isPending}>
          <Upload aria-hidden />{' '}
          {upload.isPending && !isValidating ? t('bulkUploader.uploading') : t('bulkUploader.uploadRecipes')}
        </Button>
      </div>
      {upload.progress ? (
        <UploadProgress
          progress={upload.progress}
          rowCount={preview?.totalRows ?? 0}
          isValidation={isValidating}
        />
      ) : null}
      {result ? <BulkResults result={result} /> : null}
    </Card>
  )
}
