import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type PhotoContentType,
  type RecipePhoto,
} from '@forkcast/contract/images.schemas'
import { imageEndpoints } from '@forkcast/contract/images.endpoints'
import { ApiError, callEndpoint, parseAnswer, parseErrorBody, urlOf } from '@/lib/api-client'
import { invalidateRecipeQueries } from './invalidate-recipe-queries'

const isPhotoType = (type: string): type is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(type)

/** Some browsers give HEIC files no type; the name still says what they are. */
export const photoContentType = (file: File): PhotoContentType | null => {
  const type = file.type.toLowerCase()
  if (isPhotoType(type)) return type
  if (type !== '') return null
  const extension = file.name.toLowerCase().split('.').at(-1) ?? ''
  const byExtension: Record<string, PhotoContentType> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    heic: 'image/heic',
    heif: 'image/heif',
  }
  return byExtension[extension] ?? null
}

/**
 * The same refusals the server gives, said before a slow upload is spent on them. The message stays the
 * contract's English, as the server's does: RecipePhoto shows either through catalog-text's message.
 */
const refuseLocally = (status: number, code: string, message: string) =>
  new ApiError(status, message, { message, code })

export interface UploadPhotoInput {
  recipeId: number
  file: File
  /** 0 to 1 as the bytes go up. */
  onProgress?: (fraction: number) => void
}

/** PUT the file's bytes as they are; XMLHttpRequest because fetch cannot report upload progress. */
export const uploadRecipePhoto = ({ recipeId, file, onProgress }: UploadPhotoInput): Promise<RecipePhoto> => {
  const type = photoContentType(file)
  if (type === null)
    return Promise.reject(refuseLocally(415, 'UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.wrongType))
  if (file.size > PHOTO_LIMITS.maxBytes) {
    return Promise.reject(refuseLocally(413, 'PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge))
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(
      imageEndpoints.uploadPhoto.method,
      urlOf(imageEndpoints.uploadPhoto, { params: { id: recipeId } }),
    )
    request.withCredentials = true
    request.setRequestHeader('Content-Type', type)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const text = request.responseText
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(parseAnswer(imageEndpoints.uploadPhoto.responses[200], request.status, text))
        } catch (error) {
          reject(error)
        }
        return
      }
      reject(new ApiError(request.status, text || request.statusText, parseErrorBody(text)))
    }
    request.onerror = () => reject(new Error('The photo could not be sent'))
    request.send(file)
  })
}

/** The owner's photo upload; its control shows progress and failures beside itself. */
export const useUploadRecipePhoto = () => {
  const { t } = useTranslation('recipes')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadRecipePhoto,
    meta: { errorTitle: t('errors.photoNotSaved'), errorShownInline: 'all' },
    onSuccess: () => invalidateRecipeQueries(queryClient),
  })
}

export const useRemoveRecipePhoto = () => {
  const { t } = useTranslation('recipes')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (recipeId: number) => callEndpoint(imageEndpoints.removePhoto, { params: { id: recipeId } }),
    meta: { errorTitle: t('errors.photoNotRemoved'), errorShownInline: 'all' },
    onSuccess: () => invalidateRecipeQueries(queryClient),
  })
}
