import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import { Camera, ImagePlus, Trash2 } from 'lucide-react'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
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
      <RecipeImage recipe={recipe} className="max-h-96 rounded-xl" />
      {recipe.isOwner ? (
        <figcaption className="flex flex-wrap items-center gap-2 print:hidden">
          <PhotoPicker
            label="Take a photo"
            icon={<Camera aria-hidden />}
            capture="environment"
            // Only phones and tablets have a camera to open; elsewhere it would be a second file button.
            className="hidden pointer-coarse:inline-flex"
            disabled={isBusy}
            onChange={onFile}
            aria-describedby={statusId}
          />
          <PhotoPicker
            label={recipe.imageUrl ? 'Change photo' : 'Add a photo'}
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
              <Trash2 aria-hidden /> Remove photo
            </Button>
          ) : null}
          <span id={statusId} className="text-sm" aria-live="polite">
            {progress !== null ? (
              <span className="inline-flex items-center gap-2 text-stone-600">
                <progress value={progress} max={1} className="h-2 w-24" aria-label="Photo upload" />
                {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Saving…'}
              </span>
            ) : failure ? (
              <span role="alert" className="text-red-700">
                {describeMutationError(failure)}
              </span>
            ) : (
              <span className="text-stone-500">JPEG, PNG, WebP or HEIC, up to 10 MB</span>
            )}
          </span>
        </figcaption>
      ) : null}
    </figure>
  )
}
