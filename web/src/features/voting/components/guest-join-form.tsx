import type { ComponentType } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ALLERGENS, type AllergenId } from '@forkcast/contract/allergens'
import { JoinAsGuestSchema } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { useCatalogText } from '@/lib/catalog-text'
import { describeMutationError } from '@/lib/mutation-errors'
import { useSchemaForm } from '@/lib/use-schema-form'
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

const toggled = (current: readonly AllergenId[], id: AllergenId) =>
  current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]

/** A guest's name and allergies: the server keeps options unsafe for them off the board. */
export const GuestJoinForm = ({ token, AllergyChips }: GuestJoinFormProps) => {
  const { t } = useTranslation('voting')
  const catalog = useCatalogText()
  const form = useSchemaForm(JoinAsGuestSchema, { defaultValues: { firstName: '', allergies: [] } })
  const { errors } = form.formState
  const join = useJoinAsGuest(token)
  // A failure that concerns no field (too many tries, an ended link) is said below the form.
  const formError =
    join.isError && Object.keys(getFieldErrors(join.error)).length === 0
      ? describeMutationError(join.error)
      : null

  const submit = form.handleSubmit((values) =>
    join.mutate(values, { onError: (error) => form.showServerErrors(error) }),
  )

  return (
    <form onSubmit={submit} noValidate aria-label={t('guestJoin.formLabel')} className="flex flex-col gap-5">
      <Field
        label={t('guestJoin.firstName')}
        hint={t('guestJoin.firstNameHint')}
        autoComplete="given-name"
        autoFocus
        maxLength={FIRST_NAME_MAX_LENGTH}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <Controller
        control={form.control}
        name="allergies"
        render={({ field, fieldState }) => {
          const chosen = field.value ?? []
          return (
            <div className="flex flex-col gap-1.5">
              <AllergyChips
                label={t('guestJoin.allergies')}
                hint={t('guestJoin.allergiesHint')}
                options={ALLERGENS.map((allergen) => ({
                  key: allergen.id,
                  label: catalog.allergenLabel(allergen.id),
                  isPressed: chosen.includes(allergen.id),
                  onToggle: () => field.onChange(toggled(chosen, allergen.id)),
                }))}
              />
              {fieldState.error ? (
                <p className="text-sm font-medium text-red-700">{fieldState.error.message}</p>
              ) : null}
            </div>
          )
        }}
      />
      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={join.isPending}>
        {join.isPending ? t('guestJoin.joining') : t('guestJoin.submit')}
      </Button>
    </form>
  )
}
