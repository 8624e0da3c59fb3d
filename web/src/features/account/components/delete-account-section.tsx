import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { getFieldErrors } from '@/lib/api-client'
import { setFlashToast } from '@/lib/toast'
import { useDeleteAccount } from '../api/account'

export const DeleteAccountSection = () => {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const deleteAccount = useDeleteAccount()
  const queryClient = useQueryClient()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      setError('Enter your password to delete the account')
      return
    }
    deleteAccount.mutate(password, {
      onSuccess: () => {
        queryClient.clear()
        localStorage.clear()
        sessionStorage.clear()
        setFlashToast({
          title: 'Your account was deleted',
          description: 'Thank you for cooking with Forkcast.',
        })
        window.location.replace(paths.home.getHref())
      },
      onError: (failure) => {
        // Only the password is asked here, so any field problem is about it; others are toasted.
        setError(Object.values(getFieldErrors(failure))[0])
      },
    })
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">
        Deletes your profile, allergies, private recipes, saved recipes, ratings and favorites, and signs out
        every device. Groups you own pass to the longest-standing member. This cannot be undone.
      </p>
      <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
        Delete account…
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) {
            setPassword('')
            setError(undefined)
          }
        }}
        title="Delete your account?"
        description="Everything stored about you is removed. Enter your password to confirm."
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Delete account">
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
              {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}
