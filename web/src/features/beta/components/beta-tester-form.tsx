import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { BETA_ACCESS_LEVELS, type BetaAccessLevel } from '@forkcast/contract/beta.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { knownMessage } from '@/lib/messages'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useAddBetaTester } from '../api/beta-testers'

// Said in the person's language by the shared message catalog, as the server's words about the email are.
const EMAIL_REQUIRED = 'Email is required'

/** Spec 2.11 and 5: email required (checked before any call), access level full by default, optional notes. */
export const BetaTesterForm = () => {
  const { t } = useTranslation('beta')
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
      setEmailError(EMAIL_REQUIRED)
      return
    }
    setEmailError(null)
    const trimmedNotes = notes.trim()
    addTester.mutate(
      { email: trimmedEmail, accessLevel, ...(trimmedNotes ? { notes: trimmedNotes } : {}) },
      {
        onSuccess: ({ inviteCode }) => {
          notify({
            title: t('testerForm.addedTitle'),
            description: t('testerForm.addedDescription', { code: inviteCode }),
          })
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
      <h2 className="mb-4 text-lg font-semibold">{t('testerForm.heading')}</h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>{t('testerForm.email')}</Label>
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
              {knownMessage(emailError)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-access`}>{t('testerForm.accessLevel')}</Label>
          <select
            id={`${id}-access`}
            value={accessLevel}
            onChange={(event) => setAccessLevel(event.target.value === 'limited' ? 'limited' : 'full')}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {BETA_ACCESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`testerForm.access.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-notes`}>{t('testerForm.notes')}</Label>
          <Input id={`${id}-notes`} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <Button type="submit" disabled={addTester.isPending} className="self-start">
          {addTester.isPending ? t('testerForm.submitting') : t('testerForm.submit')}
        </Button>
      </form>
    </Card>
  )
}
