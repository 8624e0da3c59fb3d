import { useState, type FormEvent } from 'react'
import { PASSWORD_MIN_LENGTH } from '@forkcast/contract/auth.constants'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useChangePassword } from '../api/account'

export const ChangePasswordForm = () => {
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const change = useChangePassword()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!currentPassword) found.currentPassword = 'Enter the password you sign in with now'
    if (newPassword.length < PASSWORD_MIN_LENGTH)
      found.newPassword = `Use at least ${PASSWORD_MIN_LENGTH} characters`
    setErrors(found)
    if (Object.keys(found).length > 0) return
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('')
          setNewPassword('')
          notify({ title: 'Password changed', description: 'Your other devices were signed out.' })
        },
        onError: (error) => {
          setErrors(getFieldErrors(error))
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change password">
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        error={errors.newPassword}
        hint="At least 8 characters. A phrase of three or four unrelated words is strong and easy to remember."
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  )
}
