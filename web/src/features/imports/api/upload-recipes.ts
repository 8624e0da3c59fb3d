import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { BulkUploadRequest, BulkUploadResult } from '@forkcast/contract/recipes.schemas'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { ApiError, parseAnswer, parseErrorBody, urlOf } from '@/lib/api-client'
import { notifyMutationError } from '@/lib/mutation-errors'
import { invalidateRecipeLists } from './invalidate-recipe-lists'

export const SAMPLE_CSV_URL = urlOf(importEndpoints.sampleCsv, {})

/** Sending the file (with the share sent, when the browser knows it), then waiting for the server. */
export type UploadProgress = { phase: 'sending'; fraction: number | null } | { phase: 'processing' }

/** XMLHttpRequest rather than fetch: only it reports how much of a large request body has been sent. */
export const sendBulkUpload = (request: BulkUploadRequest, onProgress: (progress: UploadProgress) => void) =>
  new Promise<BulkUploadResult>((resolve, reject) => {
    const endpoint = importEndpoints.bulkUpload
    const xhr = new XMLHttpRequest()
    xhr.open(endpoint.method, urlOf(endpoint, { body: request }))
    xhr.withCredentials = true
    xhr.setRequestHeader('Content-Type', 'application/json')
    xhr.upload.addEventListener('progress', (event) =>
      onProgress({ phase: 'sending', fraction: event.lengthComputable ? event.loaded / event.total : null }),
    )
    xhr.upload.addEventListener('load', () => onProgress({ phase: 'processing' }))
    xhr.addEventListener('load', () => {
      const text = xhr.responseText
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text || xhr.statusText, parseErrorBody(text)))
        return
      }
      try {
        resolve(parseAnswer(endpoint.responses[200], xhr.status, text))
      } catch (error) {
        reject(error)
      }
    })
    xhr.addEventListener('error', () => reject(new Error('The upload could not reach the server')))
    onProgress({ phase: 'sending', fraction: 0 })
    xhr.send(JSON.stringify(request))
  })

/** Validate First and Upload Recipes; `progress` is set while a request is under way. */
export const useUploadRecipes = () => {
  const { t } = useTranslation('imports')
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const mutation = useMutation({
    mutationFn: (request: BulkUploadRequest) => sendBulkUpload(request, setProgress),
    onSuccess: (result) =>
      result.success > 0 && !result.validateOnly ? invalidateRecipeLists(queryClient) : undefined,
    onSettled: () => setProgress(null),
    // The title depends on the button pressed, so this hook reports its own failures.
    meta: { errorShownInline: 'all' },
    onError: (error, { validateOnly }) =>
      notifyMutationError(
        validateOnly ? t('bulkUploader.validationFailed') : t('bulkUploader.uploadFailed'),
        error,
      ),
  })
  return { ...mutation, progress }
}
