import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { Camera, ImagePlus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'
import { describeMutationError } from '@/lib/mutation-errors'
import { useRemoveRecipePhoto, useUploadRecipePhoto } from '../api/recipe-photo'
import { RecipeImage } from './recipe-image'

const pickerClass = cn(
  buttonVariants({ variant: 'secondary', size: 'sm' }),
  'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
)

/** A file input dressed as a button; `capture` opens the camera straight away on phones. */
const PhotoPicker = ({
  label,
  icon,
  capture,
  className,
  ...input
}: {
  label: string
  icon: ReactNode
  capture?: 'environment'
  className?: string
  disabled: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  'aria-describedby': string
}) => (
  <label className={cn(pickerClass, input.disabled && 'pointer-events-none opacity-50', className)}>
    {icon} {label}
    <input type="file" accept="image/*,.heic,.heif" capture={capture} className="sr-only" {...input} />
  </label>
)

/**
 * The recipe's photo above its details; the owner can take one with the camera, choose a file (up to 10 MB)
 * or remove it, with progress and any refusal said right beside the buttons.
 */
export const RecipePhoto = ({ recipe }: { recipe: Recipe }) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const upload = useUploadRecipePhoto()
  const remove = useRemoveRecipePhoto()
  const [progress, setProgress] = useState<number | null>(null)
  const statusId = useId()
  const isBusy = upload.isPending || remove.isPending

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again after a failure still sends it.
    event.target.value = ''
    if (!file) return
    remove.reset()
    setProgress(0)
    upload.mutate(
      { recipeId: recipe.id, file, onProgress: setProgress },
      { onSettled: () => setProgress(null) },
    )
  }

  const failure = upload.error ?? remove.error
  return (
    <figure className="flex flex-col gap-2">
      <RecipeImage recipe={recipe} className="max-h-96 rounded-xl" priority />
      {recipe.isOwner ? (
        <figcaption className="flex flex-wrap items-center gap-2 print:hidden">
          <PhotoPicker
            label={t('recipePhoto.take')}
            icon={<Camera aria-hidden />}
            capture="environment"
            // Only phones and tablets have a camera to open; elsewhere it would be a second file button.
            className="hidden pointer-coarse:inline-flex"
            disabled={isBusy}
            onChange={onFile}
            aria-describedby={statusId}
          />
          <PhotoPicker
            label={recipe.imageUrl ? t('recipePhoto.change') : t('recipePhoto.add')}
            icon={<ImagePlus aria-hidden />}
            disabled={isBusy}
            onChange={onFile}
            aria-describedby={statusId}
          />
          {recipe.imageUrl ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={isBusy}
              onClick={() => {
                upload.reset()
                remove.mutate(recipe.id)
              }}
            >
              <Trash2 aria-hidden /> {t('recipePhoto.remove')}
            </Button>
          ) : null}
          <span id={statusId} className="text-sm" aria-live="polite">
            {progress !== null ? (
              <span className="inline-flex items-center gap-2 text-stone-600">
                <progress
                  value={progress}
                  max={1}
                  className="h-2 w-24"
                  aria-label={t('recipePhoto.progressLabel')}
                />
                {progress < 1
                  ? t('recipePhoto.uploading', { percent: Math.round(progress * 100) })
                  : t('recipePhoto.saving')}
              </span>
            ) : failure ? (
              <span role="alert" className="text-red-700">
                {/* PHOTO_MESSAGES, said here or by the server, in the person's language. */}
                {words.message(describeMutationError(failure))}
              </span>
            ) : (
              <span className="text-stone-500">{t('recipePhoto.formats')}</span>
            )}
          </span>
        </figcaption>
      ) : null}
    </figure>
  )
}
