import { useId, useState, type FormEvent } from 'react'
import { BETA_ACCESS_LEVELS, type BetaAccessLevel } from '@forkcast/contract/beta.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useAddBetaTester } from '../api/beta-testers'

const ACCESS_LABELS: Record<BetaAccessLevel, string> = {
  full: 'Full access (Premium features)',
  limited: 'Limited access (Plus features)',
}

/** Spec 2.11 and 5: email required (checked before any call), access level full by default, optional notes. */
export const BetaTesterForm = () => {
  const id = useId()
  const [email, setEmail] = useState('')
  const [accessLevel, setAccessLevel] = useState<BetaAccessLevel>('full')
  const [notes, setNotes] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const addTester = useAddBetaTester()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmedEmail = email.trim()
    if (!trimmedEmail) {
      setEmailError('Email is required')
      return
    }
    setEmailError(null)
    const trimmedNotes = notes.trim()
    addTester.mutate(
      { email: trimmedEmail, accessLevel, ...(trimmedNotes ? { notes: trimmedNotes } : {}) },
      {
        onSuccess: ({ inviteCode }) => {
          notify({ title: 'Beta Tester Added', description: `Invite code: ${inviteCode}` })
          setEmail('')
          setNotes('')
        },
        onError: (error) => {
          // Toasted by the query client's mutation cache; a message about the email also goes beside it.
          const message = describeMutationError(error)
          if (/email/i.test(message)) setEmailError(message)
        },
      },
    )
  }

  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold">Add a beta tester</h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>Email Address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError ? (
            <p id={`${id}-email-error`} className="text-sm text-red-700">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-access`}>Access Level</Label>
          <select
            id={`${id}-access`}
            value={accessLevel}
            onChange={(event) => setAccessLevel(event.target.value === 'limited' ? 'limited' : 'full')}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {BETA_ACCESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {ACCESS_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
          <Input id={`${id}-notes`} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <Button type="submit" disabled={addTester.isPending} className="self-start">
          {addTester.isPending ? 'Adding...' : 'Add Beta Tester'}
        </Button>
      </form>
    </Card>
  )
}
