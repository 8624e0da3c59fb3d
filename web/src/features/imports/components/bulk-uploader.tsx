import { useMemo, useState, type ChangeEvent } from 'react'
import { CheckCheck, FileDown, Upload } from 'lucide-react'
import { Tabs } from 'radix-ui'
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
import { notify, notifyError } from '@/lib/toast'
import { SAMPLE_CSV_URL, useUploadRecipes } from '../api/upload-recipes'
import { detectBulkFileType, previewBulkContent } from '../utils/bulk-files'
import { BulkFormatHelp } from './bulk-format-help'
import { BulkPreview } from './bulk-preview'
import { BulkResults } from './bulk-results'
import { TextAreaField } from './text-area-field'
import { UploadProgress } from './upload-progress'

const TAB_LABELS: Record<BulkFileType, string> = { csv: 'CSV', json: 'JSON' }
const TOO_LARGE = 'That file is larger than 10 MB. Split it into smaller files.'

const toastResult = (result: BulkUploadResult) => {
  if (result.validateOnly) {
    if (result.failed > 0) notifyError('Validation Failed', result.message)
    else notify({ title: 'Validation Complete', description: result.message })
  } else if (result.success > 0 || result.failed === 0) {
    notify({ title: 'Upload Complete', description: result.message })
  } else {
    notifyError('Upload Failed', result.message)
  }
}

/** Spec 2 bulk upload screen: CSV and JSON tabs, a file or pasted content, Validate First and Upload Recipes. */
export const BulkUploader = () => {
  const [fileType, setFileType] = useState<BulkFileType>('csv')
  const [content, setContent] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [result, setResult] = useState<BulkUploadResult | null>(null)
  const upload = useUploadRecipes()
  const preview = useMemo(
    () => (content.trim() === '' ? null : previewBulkContent(content, fileType)),
    [content, fileType],
  )

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const type = detectBulkFileType(file.name)
    if (type === null) return notifyError('Unsupported File', BULK_MESSAGES.unsupportedFile)
    if (file.size > BULK_UPLOAD_LIMITS.maxBytes) return notifyError('File Too Large', TOO_LARGE)
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
    if (content.trim() === '') return notifyError('No Content', BULK_MESSAGES.noContent)
    upload.mutate(
      { content, fileType, validateOnly },
      {
        onSuccess: (answer) => {
          setResult(answer)
          toastResult(answer)
        },
      },
    )
  }
  const isValidating = upload.isPending && upload.variables.validateOnly === true

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <Tabs.Root value={fileType} onValueChange={(value) => setFileType(value === 'json' ? 'json' : 'csv')}>
        <Tabs.List aria-label="File format" className="inline-flex rounded-xl bg-stone-100 p-1">
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
        <Label htmlFor="bulk-file">Upload a {TAB_LABELS[fileType]} file</Label>
        <input
          id="bulk-file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(event) => void chooseFile(event)}
          disabled={upload.isPending}
          className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        {fileName ? <p className="text-xs text-stone-600">Loaded {fileName}</p> : null}
      </div>
      <TextAreaField
        label={`Or paste ${TAB_LABELS[fileType]} content`}
        value={content}
        onChange={(event) => editContent(event.target.value)}
        disabled={upload.isPending}
        placeholder={
          fileType === 'csv'
            ? 'title,ingredients,instructions\nToast,bread|butter,Toast the bread.'
            : '[{ "title": "Toast", ... }]'
        }
      />
      {preview ? <BulkPreview preview={preview} /> : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={SAMPLE_CSV_URL} download className={buttonVariants({ variant: 'ghost' })}>
          <FileDown aria-hidden /> Download CSV Template
        </a>
        <Button variant="secondary" onClick={() => send(true)} disabled={upload.isPending}>
          <CheckCheck aria-hidden /> {isValidating ? 'Validating...' : 'Validate First'}
        </Button>
        <Button onClick={() => send(false)} disabled={upload.isPending}>
          <Upload aria-hidden /> {upload.isPending && !isValidating ? 'Uploading...' : 'Upload Recipes'}
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
