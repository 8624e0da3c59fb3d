import { useId, useState, type ComponentType, type FormEvent } from 'react'
import { ALLERGENS, type AllergenId } from '@forkcast/contract/allergens'
import { JoinAsGuestSchema } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { useJoinAsGuest } from '../api/guest-board'

/** The profile's chip list (users feature), handed in by the page so both look the same. */
export interface AllergyChipsProps {
  label: string
  hint?: string
  options: readonly { key: string; label: string; isPressed: boolean; onToggle: () => void }[]
}

interface GuestJoinFormProps {
  token: string
  AllergyChips: ComponentType<AllergyChipsProps>
}

const FIRST_NAME_MAX_LENGTH = JoinAsGuestSchema.shape.firstName.maxLength ?? undefined

type FieldErrors = Partial<Record<'firstName' | 'allergies', string>>

const readIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** A guest's name and allergies: the server keeps options unsafe for them off the board. */
export const GuestJoinForm = ({ token, AllergyChips }: GuestJoinFormProps) => {
  const firstNameId = useId()
  const [firstName, setFirstName] = useState('')
  const [allergies, setAllergies] = useState<AllergenId[]>([])
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({})
  const join = useJoinAsGuest(token)
  const serverErrors: FieldErrors = getFieldErrors(join.error)
  const errors = { ...serverErrors, ...checkErrors }
  // A failure that concerns no field (too many tries, an ended link) is said below the form.
  const formError =
    join.isError && Object.keys(serverErrors).length === 0 ? describeMutationError(join.error) : null

  const toggle = (id: AllergenId) =>
    setAllergies((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = JoinAsGuestSchema.safeParse({ firstName, allergies })
    if (!parsed.success) {
      const found = readIssues(parsed.error.issues)
      setCheckErrors(found)
      if (found.firstName) document.getElementById(firstNameId)?.focus()
      return
    }
    setCheckErrors({})
    join.mutate(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Join the vote" className="flex flex-col gap-5">
      <Field
        id={firstNameId}
        label="Your first name"
        hint="The family sees this name beside your votes."
        autoComplete="given-name"
        autoFocus
        maxLength={FIRST_NAME_MAX_LENGTH}
        value={firstName}
        error={errors.firstName}
        onChange={(event) => {
          setFirstName(event.target.value)
          setCheckErrors(({ firstName: _fixed, ...rest }) => rest)
        }}
      />
      <div className="flex flex-col gap-1.5">
        <AllergyChips
          label="Allergies (optional)"
          hint="Anything you tick is kept off the table for everyone tonight."
          options={ALLERGENS.map((allergen) => ({
            key: allergen.id,
            label: allergen.label,
            isPressed: allergies.includes(allergen.id),
            onToggle: () => toggle(allergen.id),
          }))}
        />
        {errors.allergies ? <p className="text-sm font-medium text-red-700">{errors.allergies}</p> : null}
      </div>
      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join the vote'}
      </Button>
    </form>
  )
}
