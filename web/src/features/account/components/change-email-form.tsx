import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { useChangeEmail } from '../api/account'

export const ChangeEmailForm = ({ currentEmail }: { currentEmail: string }) => {
  const [newEmail, setNewEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const change = useChangeEmail()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!/^\S+@\S+\.\S+$/.test(newEmail.trim())) found.newEmail = 'Please enter a valid email address'
    if (!password) found.password = 'Enter your password to confirm it is you'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    change.mutate(
      { newEmail: newEmail.trim(), password },
      {
        onSuccess: (answer) => {
          setPassword('')
          setSentMessage(answer.message)
        },
        onError: (error) => {
          setErrors(getFieldErrors(error))
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change email">
      <p className="text-sm text-stone-600">
        Now: <span className="font-medium text-stone-900">{currentEmail}</span>
      </p>
      <Field
        label="New email"
        type="email"
        autoComplete="email"
        value={newEmail}
        error={errors.newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {sentMessage ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {sentMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Sending...' : 'Send confirmation link'}
      </Button>
    </form>
  )
}
