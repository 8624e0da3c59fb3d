import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AddGroceryItemFormSchema } from '@forkcast/contract/planning.schemas'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { describeMutationError } from '@/lib/mutation-errors'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useAddGroceryItem } from '../api/grocery-lists'

/** A member's own line ('paper towels'); it goes in its aisle and stays when the list is rebuilt. */
export const AddGroceryItemForm = ({ listId }: { listId: number }) => {
  const { t } = useTranslation('planning')
  const form = useSchemaForm(AddGroceryItemFormSchema, { defaultValues: { name: '' } })
  const error = form.formState.errors.name?.message
  const addItem = useAddGroceryItem(listId)
  const submit = form.handleSubmit((values) =>
    addItem.mutate(values, {
      onSuccess: () => form.reset(),
      // The form shows every failure itself (errorShownInline 'all'): one naming no field goes under the box.
      onError: (failure) => {
        if (!form.showServerErrors(failure))
          form.setError('name', { type: 'server', message: describeMutationError(failure) })
      },
    }),
  )
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 print:hidden" noValidate>
      <label htmlFor="new-grocery-item" className="text-sm font-medium">
        {t('addGroceryItem.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id="new-grocery-item"
          maxLength={120}
          placeholder={t('addGroceryItem.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-grocery-item-error' : undefined}
          {...form.register('name')}
        />
        <Button type="submit" disabled={addItem.isPending}>
          <Plus aria-hidden /> {t('add')}
        </Button>
      </div>
      {error ? (
        <p id="new-grocery-item-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}
