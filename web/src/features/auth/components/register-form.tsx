import { useRef, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN_LENGTH } from '@forkcast/contract/auth.constants'
import { RegistrationSchema } from '@forkcast/contract/auth.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { notify, notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useRegister } from '../api/email-auth'
import { CheckYourEmail } from './check-your-email'

const SLOW_TOAST_DELAY_MS = 3000

/** The fields behind 'Add optional details': opened when one of them has a problem, so it is seen. */
const OPTIONAL_FIELDS = ['lastName', 'address', 'city', 'state', 'zipCode'] as const

interface RegisterFormProps {
  /** The invite or beta page this registration began on: the mailed link brings the new account back to it. */
  continueTo?: string
}

export const RegisterForm = ({ continueTo }: RegisterFormProps) => {
  const { t } = useTranslation('auth')
  const form = useSchemaForm(RegistrationSchema, {
    defaultValues: {
      email: '',
      firstName: '',
      phoneNumber: '',
      password: '',
      lastName: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
    },
  })
  const { errors } = form.formState
  const [showOptional, setShowOptional] = useState(false)
  const register = useRegister()
  const slowTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const openOptionalOnProblem = () => {
    if (OPTIONAL_FIELDS.some((field) => form.getFieldState(field).error)) setShowOptional(true)
  }

  const submit = form.handleSubmit(
    (values) => {
      slowTimer.current = setTimeout(
        () => notify({ title: t('registerForm.slowTitle'), description: t('registerForm.slowDescription') }),
        SLOW_TOAST_DELAY_MS,
      )
      register.mutate(continueTo ? { ...values, continueTo } : values, {
        onSettled: () => {
          if (slowTimer.current) clearTimeout(slowTimer.current)
        },
        onError: (error) => {
          // Problems with what was typed are shown beside each field; a toast would only repeat them.
          if (form.showServerErrors(error)) openOptionalOnProblem()
        },
      })
    },
    (problems) => {
      openOptionalOnProblem()
      // Spec 5: a blank required field is also said in a toast; other problems only beside their fields.
      const blankRefused = Object.entries(form.getValues()).some(
        ([field, value]) => field in problems && !value?.trim(),
      )
      if (blankRefused)
        notifyError(t('registerForm.requiredMissingTitle'), t('registerForm.requiredMissingDescription'))
    },
  )

  if (register.isSuccess)
    return (
      <CheckYourEmail
        pending={register.data}
        onStartAgain={() => {
          register.reset()
          form.resetField('password')
        }}
      />
    )

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('registerForm.formLabel')}
      noValidate
    >
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label={t('fields.phoneNumber')}
          type="tel"
          autoComplete="tel"
          required
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
      </div>
      <Field
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        placeholder={t('registerForm.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        // Worded without 'email' or 'password': journeys find fields and messages on this page by those words.
        hint={t('registerForm.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button
        type="button"
        className="flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
        aria-expanded={showOptional}
        aria-controls="optional-fields"
        onClick={() => setShowOptional((shown) => !shown)}
      >
        <ChevronDown
          className={`size-4 transition-transform ${showOptional ? 'rotate-180' : ''}`}
          aria-hidden
        />
        {showOptional ? t('registerForm.hideOptional') : t('registerForm.showOptional')}
      </button>
      {showOptional ? (
        <div id="optional-fields" className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <Field
            label={t('fields.address')}
            autoComplete="street-address"
            error={errors.address?.message}
            {...form.register('address')}
          />
          <Field
            label={t('fields.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...form.register('city')}
          />
          <Field
            label={t('fields.state')}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register('state')}
          />
          <Field
            label={t('fields.zipCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
            error={errors.zipCode?.message}
            {...form.register('zipCode')}
          />
        </div>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 whitespace-normal py-3"
        disabled={register.isPending}
      >
        {register.isPending ? t('registerForm.submitting') : t('registerForm.submit')}
      </Button>
    </form>
  )
}
