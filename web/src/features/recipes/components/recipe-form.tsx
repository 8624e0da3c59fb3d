import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { CUISINES } from '@forkcast/contract/cuisines'
import { RECIPE_DIFFICULTIES, RECIPE_LIMITS, type Recipe } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useCreateRecipe, useUpdateRecipe } from '../api/recipe-mutations'
import {
  checkRecipeForm,
  createEmptyRecipeForm,
  toFormField,
  toRecipeFormValues,
  type RecipeFormErrors,
  type RecipeFormField,
  type RecipeFormValues,
} from '../utils/recipe-form-values'
import { RECIPE_LANGUAGE_OPTIONS } from '../utils/recipe-languages'
import { FieldError, Select, TextArea } from './form-controls'
import { LineListField } from './line-list-field'
import { TagsInput } from './tags-input'

interface RecipeFormProps {
  /** The recipe to edit; without it the form creates one. */
  recipe?: Recipe
  onSaved: (recipe: Recipe) => void
  onCancel?: () => void
}

const serverErrors = (error: unknown): RecipeFormErrors => {
  const errors: RecipeFormErrors = {}
  if (!(error instanceof ApiError)) return errors
  for (const issue of error.body?.issues ?? []) {
    const field = toFormField(issue.path)
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

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
  const [values, setValues] = useState<RecipeFormValues>(() =>
    recipe ? toRecipeFormValues(recipe) : createEmptyRecipeForm(),
  )
  const [errors, setErrors] = useState<RecipeFormErrors>({})
  const createRecipe = useCreateRecipe()
  const updateRecipe = useUpdateRecipe()
  const isEditing = recipe !== undefined
  const isPending = createRecipe.isPending || updateRecipe.isPending

  const set = <K extends RecipeFormField>(field: K, value: RecipeFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkRecipeForm(values)
    if (checked.errors) {
      setErrors(checked.errors)
      return
    }
    try {
      const saved = recipe
        ? await updateRecipe.mutateAsync({ recipeId: recipe.id, input: checked.input })
        : await createRecipe.mutateAsync(checked.input)
      notify(
        isEditing
          ? { title: 'Recipe Updated', description: 'Your custom recipe has been updated successfully.' }
          : { title: 'Recipe Created', description: 'Your custom recipe has been saved successfully.' },
      )
      if (!isEditing) setValues(createEmptyRecipeForm())
      onSaved(saved)
    } catch (error) {
      // The server's summary was toasted by the query client's mutation cache; each field gets its own.
      setErrors(serverErrors(error))
    }
  }

  return (
    <form
      aria-label={isEditing ? 'Edit recipe' : 'Create recipe'}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <TextField label="Recipe title" error={errors.title}>
        {(props) => (
          <Input
            {...props}
            maxLength={RECIPE_LIMITS.titleMax}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </TextField>
      <TextField label="Description" error={errors.description}>
        {(props) => (
          <TextArea
            {...props}
            maxLength={RECIPE_LIMITS.descriptionMax}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </TextField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Cuisine type" error={errors.foodType}>
          {(props) => (
            <Select
              {...props}
              value={values.foodType}
              onChange={(event) => set('foodType', event.target.value)}
            >
              <option value="">Select a cuisine</option>
              {CUISINES.map((cuisine) => (
                <option key={cuisine.id} value={cuisine.id}>
                  {cuisine.label}
                </option>
              ))}
            </Select>
          )}
        </TextField>
        <TextField label="Difficulty" error={errors.difficulty}>
          {(props) => (
            <Select
              {...props}
              value={values.difficulty}
              onChange={(event) => set('difficulty', event.target.value as RecipeFormValues['difficulty'])}
            >
              {RECIPE_DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </Select>
          )}
        </TextField>
      </div>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-3">
        {(
          [
            ['prepTime', 'Prep time (minutes)'],
            ['cookTime', 'Cook time (minutes)'],
            ['servings', 'Servings'],
          ] as const
        ).map(([field, label]) => (
          <TextField key={field} label={label} error={errors[field]}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={values[field]}
                onChange={(event) => set(field, event.target.value)}
              />
            )}
          </TextField>
        ))}
      </div>
      <LineListField
        legend="Ingredients"
        itemLabel="Ingredient"
        placeholder="e.g. 2 cups basmati rice"
        values={values.ingredients}
        max={RECIPE_LIMITS.ingredientsMax}
        error={errors.ingredients}
        onChange={(ingredients) => set('ingredients', ingredients)}
      />
      <LineListField
        legend="Instructions"
        itemLabel="Step"
        placeholder="Describe this step"
        isMultiline
        values={values.instructions}
        max={RECIPE_LIMITS.instructionsMax}
        error={errors.instructions}
        onChange={(instructions) => set('instructions', instructions)}
      />
      <TextField label="Language" error={errors.language}>
        {(props) => (
          <Select
            {...props}
            value={values.language}
            onChange={(event) => set('language', event.target.value)}
          >
            <option value="">Read it from the recipe</option>
            {RECIPE_LANGUAGE_OPTIONS.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </Select>
        )}
      </TextField>
      <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} />
      <TextField label="Notes" error={errors.notes}>
        {(props) => (
          <TextArea
            {...props}
            maxLength={RECIPE_LIMITS.notesMax}
            value={values.notes}
            onChange={(event) => set('notes', event.target.value)}
          />
        )}
      </TextField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isEditing
            ? isPending
              ? 'Updating...'
              : 'Update Recipe'
            : isPending
              ? 'Creating...'
              : 'Create Recipe'}
        </Button>
      </div>
    </form>
  )
}
