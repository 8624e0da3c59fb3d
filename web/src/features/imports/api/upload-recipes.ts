import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  BulkUploadResultSchema,
  type BulkUploadRequest,
  type BulkUploadResult,
} from '@forkcast/contract/recipes.schemas'
import { ApiError, parseAnswer, parseErrorBody } from '@/lib/api-client'
import { notifyMutationError } from '@/lib/mutation-errors'
import { invalidateRecipeLists } from './invalidate-recipe-lists'

export const SAMPLE_CSV_URL = '/api/recipes/sample-csv'

/** Sending the file (with the share sent, when the browser knows it), then waiting for the server. */
export type UploadProgress = { phase: 'sending'; fraction: number | null } | { phase: 'processing' }

/** XMLHttpRequest rather than fetch: only it reports how much of a large request body has been sent. */
export const sendBulkUpload = (request: BulkUploadRequest, onProgress: (progress: UploadProgress) => void) =>
  new Promise<BulkUploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/recipes/bulk-upload')
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
        resolve(parseAnswer(BulkUploadResultSchema, xhr.status, text))
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
      notifyMutationError(validateOnly ? 'Validation Failed' : 'Upload Failed', error),
  })
  return { ...mutation, progress }
}
