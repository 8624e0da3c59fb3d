import { useId, useMemo, type ReactNode } from 'react'
import { Controller, type FieldError as FormFieldError, type Merge } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CUISINES } from '@forkcast/contract/cuisines'
import {
  RECIPE_DIFFICULTIES,
  RECIPE_LIMITS,
  RecipeFormSchema,
  type Recipe,
} from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useCatalogText } from '@/lib/catalog-text'
import { notify } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useCreateRecipe, useUpdateRecipe } from '../api/recipe-mutations'
import { createEmptyRecipeForm, toRecipeFormValues } from '../utils/recipe-form-values'
import { recipeLanguageOptions } from '../utils/recipe-languages'
import { FieldError, Select, TextArea } from './form-controls'
import { LineListField } from './line-list-field'
import { TagsInput } from './tags-input'

interface RecipeFormProps {
  /** The recipe to edit; without it the form creates one. */
  recipe?: Recipe
  onSaved: (recipe: Recipe) => void
  onCancel?: () => void
}

/** A list's message: its own, or the first row's when the server named one ('ingredients.2'). */
const listError = (error: Merge<FormFieldError, (FormFieldError | undefined)[]> | undefined) =>
  error?.message ?? (Array.isArray(error) ? error.find((row) => row?.message)?.message : undefined)

const TextField = ({
  label,
  error,
  children,
}: {
  label: string
  error?: string
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) => {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** Create or edit a recipe (spec 3, 5): the API's own schema checks it first, with the spec's messages. */
export const RecipeForm = ({ recipe, onSaved, onCancel }: RecipeFormProps) => {
  const { t, i18n } = useTranslation('recipes')
  const words = useCatalogText()
  const languageOptions = useMemo(() => recipeLanguageOptions(i18n.language), [i18n.language])
  const form = useSchemaForm(RecipeFormSchema, {
    defaultValues: recipe ? toRecipeFormValues(recipe) : createEmptyRecipeForm(),
  })
  const { errors } = form.formState
  const createRecipe = useCreateRecipe()
  const updateRecipe = useUpdateRecipe()
  const isEditing = recipe !== undefined
  const isPending = createRecipe.isPending || updateRecipe.isPending

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = recipe
        ? await updateRecipe.mutateAsync({ recipeId: recipe.id, input })
        : await createRecipe.mutateAsync(input)
      notify(
        isEditing
          ? { title: t('recipeForm.updatedTitle'), description: t('recipeForm.updatedDescription') }
          : { title: t('recipeForm.createdTitle'), description: t('recipeForm.createdDescription') },
      )
      if (!isEditing) form.reset(createEmptyRecipeForm())
      onSaved(saved)
    } catch (error) {
      // The server's summary was toasted by the query client's mutation cache; each field gets its own.
      form.showServerErrors(error)
    }
  })

  return (
    <form
      aria-label={isEditing ? t('recipeForm.editLabel') : t('recipeForm.createLabel')}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <TextField label={t('recipeForm.title')} error={errors.title?.message}>
        {(props) => <Input {...props} maxLength={RECIPE_LIMITS.titleMax} {...form.register('title')} />}
      </TextField>
      <TextField label={t('recipeForm.description')} error={errors.description?.message}>
        {(props) => (
          <TextArea {...props} maxLength={RECIPE_LIMITS.descriptionMax} {...form.register('description')} />
        )}
      </TextField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('recipeForm.cuisineType')} error={errors.foodType?.message}>
          {(props) => (
            <Select {...props} {...form.register('foodType')}>
              <option value="">{t('recipeForm.selectCuisine')}</option>
              {CUISINES.map((cuisine) => (
                <option key={cuisine.id} value={cuisine.id}>
                  {words.cuisineLabel(cuisine.id)}
                </option>
              ))}
            </Select>
          )}
        </TextField>
        <TextField label={t('recipeForm.difficulty')} error={errors.difficulty?.message}>
          {(props) => (
            <Select {...props} {...form.register('difficulty')}>
              {RECIPE_DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {words.difficulty(level)}
                </option>
              ))}
            </Select>
          )}
        </TextField>
      </div>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-3">
        {(
          [
            ['prepTimeMinutes', t('recipeForm.prepTime')],
            ['cookTimeMinutes', t('recipeForm.cookTime')],
            ['servings', t('recipeForm.servings')],
          ] as const
        ).map(([field, label]) => (
          <TextField key={field} label={label} error={errors[field]?.message}>
            {(props) => <Input {...props} inputMode="numeric" {...form.register(field)} />}
          </TextField>
        ))}
      </div>
      <Controller
        control={form.control}
        name="ingredients"
        render={({ field }) => (
          <LineListField
            legend={t('recipeForm.ingredients')}
            itemLabel={(number) => t('recipeForm.ingredientRow', { number })}
            removeLabel={(number) => t('recipeForm.removeIngredient', { number })}
            addLabel={t('recipeForm.addIngredient')}
            placeholder={t('recipeForm.ingredientPlaceholder')}
            values={field.value}
            max={RECIPE_LIMITS.ingredientsMax}
            error={listError(errors.ingredients)}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="instructions"
        render={({ field }) => (
          <LineListField
            legend={t('recipeForm.instructions')}
            itemLabel={(number) => t('recipeForm.stepRow', { number })}
            removeLabel={(number) => t('recipeForm.removeStep', { number })}
            addLabel={t('recipeForm.addStep')}
            placeholder={t('recipeForm.stepPlaceholder')}
            isMultiline
            values={field.value}
            max={RECIPE_LIMITS.instructionsMax}
            error={listError(errors.instructions)}
            onChange={field.onChange}
          />
        )}
      />
      <TextField label={t('recipeForm.language')} error={errors.language?.message}>
        {(props) => (
          <Select {...props} {...form.register('language')}>
            <option value="">{t('recipeForm.languageFromRecipe')}</option>
            {languageOptions.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </Select>
        )}
      </TextField>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagsInput tags={field.value} onChange={field.onChange} />}
      />
      <TextField label={t('recipeForm.notes')} error={errors.notes?.message}>
        {(props) => <TextArea {...props} maxLength={RECIPE_LIMITS.notesMax} {...form.register('notes')} />}
      </TextField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('recipeForm.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isEditing
            ? isPending
              ? t('recipeForm.updating')
              : t('recipeForm.update')
            : isPending
              ? t('recipeForm.creating')
              : t('recipeForm.create')}
        </Button>
      </div>
    </form>
  )
}
