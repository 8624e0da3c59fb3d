import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { describeMutationError } from '@/lib/mutation-errors'
import { useAddGroceryItem } from '../api/grocery-lists'

/** A member's own line ('paper towels'); it goes in its aisle and stays when the list is rebuilt. */
export const AddGroceryItemForm = ({ listId }: { listId: number }) => {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const addItem = useAddGroceryItem(listId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') {
      setError('Type what to add.')
      return
    }
    setError(null)
    addItem.mutate(
      { name: name.trim() },
      {
        onSuccess: () => setName(''),
        onError: (failure) => setError(describeMutationError(failure)),
      },
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 print:hidden" noValidate>
      <label htmlFor="new-grocery-item" className="text-sm font-medium">
        Add an item
      </label>
      <div className="flex gap-2">
        <Input
          id="new-grocery-item"
          value={name}
          maxLength={120}
          placeholder="e.g. paper towels"
          aria-invalid={error !== null}
          aria-describedby={error ? 'new-grocery-item-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={addItem.isPending}>
          <Plus aria-hidden /> Add
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
