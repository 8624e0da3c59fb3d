import { useRef, useState, type FormEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import { PASSWORD_MIN_LENGTH } from '@forkcast/contract/auth.constants'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { notify, notifyError } from '@/lib/toast'
import { useRegister, type RegistrationInput } from '../api/email-auth'
import { CheckYourEmail } from './check-your-email'

const SLOW_TOAST_DELAY_MS = 3000

const EMPTY_FORM = {
  email: '',
  firstName: '',
  phoneNumber: '',
  password: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
}
type FormValues = typeof EMPTY_FORM
type FormErrors = Partial<Record<keyof FormValues, string>>

const REQUIRED_MESSAGES = {
  email: 'Email is required',
  firstName: 'First name is required',
  phoneNumber: 'Phone number is required',
  password: 'Password is required',
} as const

/** Spec 5: email, first name, phone number and password are required; each missing one is named beside it. */
export const findMissingFields = (input: RegistrationInput): FormErrors => {
  const errors: FormErrors = {}
  for (const key of ['email', 'firstName', 'phoneNumber', 'password'] as const) {
    if (!(input[key] ?? '').trim()) errors[key] = REQUIRED_MESSAGES[key]
  }
  return errors
}

/** Optional fields are sent only when non-empty; every value is trimmed (spec 5). */
export const toRegistrationInput = (values: FormValues): RegistrationInput => {
  const input: RegistrationInput = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    password: values.password,
  }
  for (const key of ['lastName', 'address', 'city', 'state', 'zipCode'] as const) {
    const value = values[key].trim()
    if (value) input[key] = value
  }
  return input
}

interface RegisterFormProps {
  /** The invite or beta page this registration began on: the mailed link brings the new account back to it. */
  continueTo?: string
}

export const RegisterForm = ({ continueTo }: RegisterFormProps) => {
  const [values, setValues] = useState(EMPTY_FORM)
  const [showOptional, setShowOptional] = useState(false)
  const [errors, setErrors] = useState<FormErrors>({})
  const register = useRegister()
  const slowTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const set = (key: keyof FormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = toRegistrationInput(values)
    const missing = findMissingFields(input)
    setErrors(missing)
    if (Object.keys(missing).length > 0) {
      notifyError(
        'Required Fields Missing',
        'Please fill in all required fields (email, first name, phone number, and password)',
      )
      return
    }
    slowTimer.current = setTimeout(
      () => notify({ title: 'Creating Account...', description: 'This is taking a moment. Almost there!' }),
      SLOW_TOAST_DELAY_MS,
    )
    register.mutate(continueTo ? { ...input, continueTo } : input, {
      onSettled: () => {
        if (slowTimer.current) clearTimeout(slowTimer.current)
      },
      onError: (error) => {
        const fieldErrors: FormErrors = getFieldErrors(error)
        if (Object.keys(fieldErrors).length > 0) {
          // Problems with what was typed are shown beside each field; a toast would only repeat them.
          setErrors(fieldErrors)
          if (
            fieldErrors.lastName ||
            fieldErrors.address ||
            fieldErrors.city ||
            fieldErrors.state ||
            fieldErrors.zipCode
          )
            setShowOptional(true)
        }
      },
    })
  }

  if (register.isSuccess)
    return (
      <CheckYourEmail
        pending={register.data}
        onStartAgain={() => {
          register.reset()
          setValues((current) => ({ ...current, password: '' }))
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
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <Field
          label="Phone number"
          type="tel"
          autoComplete="tel"
          required
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={set('phoneNumber')}
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
        value={values.password}
        error={errors.password}
        onChange={set('password')}
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
            value={values.lastName}
            error={errors.lastName}
            onChange={set('lastName')}
          />
          <Field
            label="Address"
            autoComplete="street-address"
            value={values.address}
            error={errors.address}
            onChange={set('address')}
          />
          <Field
            label="City"
            autoComplete="address-level2"
            value={values.city}
            error={errors.city}
            onChange={set('city')}
          />
          <Field
            label="State"
            autoComplete="address-level1"
            value={values.state}
            error={errors.state}
            onChange={set('state')}
          />
          <Field
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
            value={values.zipCode}
            error={errors.zipCode}
            onChange={set('zipCode')}
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
