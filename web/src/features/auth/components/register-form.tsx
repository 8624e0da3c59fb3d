import { useRef, useState } from 'react'
import { ChevronDown } from 'lucide-react'
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
        () => notify({ title: 'Creating Account...', description: 'This is taking a moment. Almost there!' }),
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
        notifyError(
          'Required Fields Missing',
          'Please fill in all required fields (email, first name, phone number, and password)',
        )
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
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Create your account" noValidate>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label="Phone number"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
      </div>
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
        // Worded without 'email' or 'password': journeys find fields and messages on this page by those words.
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Three or four unrelated words work well; very common choices and ones containing your e-mail name are refused.`}
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
        {showOptional ? 'Hide optional fields' : 'Add optional details (name, address)'}
      </button>
      {showOptional ? (
        <div id="optional-fields" className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <Field
            label="Address"
            autoComplete="street-address"
            error={errors.address?.message}
            {...form.register('address')}
          />
          <Field
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...form.register('city')}
          />
          <Field
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register('state')}
          />
          <Field
            label="ZIP code"
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
        {register.isPending ? 'Creating Account...' : 'Try The Ultimate Dinner Decision App'}
      </Button>
    </form>
  )
}
