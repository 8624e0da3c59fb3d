import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AppImportResult } from '@forkcast/contract/app-imports.schemas'
import { importEndpoints } from '@forkcast/contract/imports.endpoints'
import { readAnswer, urlOf } from '@/lib/api-client'
import { invalidateRecipeLists } from './invalidate-recipe-lists'

export interface AppImportRequest {
  /** The export file, or the recipe files of a folder gathered into one. */
  file: Blob
  validateOnly: boolean
}

/** Sends the export's raw bytes; the server tells the format from what they hold. */
export async function sendAppExport({ file, validateOnly }: AppImportRequest): Promise<AppImportResult> {
  const endpoint = importEndpoints.appImport
  const response = await fetch(
    urlOf(endpoint, { query: { validateOnly: validateOnly ? 'true' : 'false' } }),
    {
      method: endpoint.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/octet-stream' },
      // Bytes rather than the Blob itself: every fetch implementation sends an ArrayBuffer as it is.
      body: await file.arrayBuffer(),
    },
  )
  return readAnswer(endpoint.responses[200], response)
}

/** Preview (validateOnly) and confirm of another app's export; failures show beside the picker. */
export const useImportAppExport = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendAppExport,
    onSuccess: (result) =>
      result.success > 0 && !result.validateOnly ? invalidateRecipeLists(queryClient) : undefined,
    meta: { errorShownInline: 'all' },
  })
}
