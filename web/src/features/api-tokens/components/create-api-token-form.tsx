import { useState, type FormEvent } from 'react'
import {
  API_TOKEN_NAME_MAX_LENGTH,
  CreateApiTokenSchema,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@forkcast/contract/api-tokens.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { useCreateApiToken } from '../api/api-tokens'
import { ScopeChoice } from './scope-choice'

/** Names a new token and chooses what it may do; hands the created token (with its secret) up once. */
export const CreateApiTokenForm = ({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) => {
  const [name, setName] = useState('')
  const [scope, setScope] = useState<ApiTokenScope>('read')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateApiToken()
  const fieldErrors = { ...errors, ...getFieldErrors(create.error) }
  const otherError = create.isError && Object.keys(getFieldErrors(create.error)).length === 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = CreateApiTokenSchema.safeParse({ name, scope })
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      )
      return
    }
    setErrors({})
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('')
        setScope('read')
        onCreated(created)
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create an API token">
      <Field
        label="Token name"
        value={name}
        maxLength={API_TOKEN_NAME_MAX_LENGTH}
        placeholder="e.g. Kitchen dashboard"
        hint="So you can tell your tokens apart later."
        error={fieldErrors.name}
        onChange={(event) => {
          setName(event.target.value)
          if (create.isError) create.reset()
        }}
      />
      <ScopeChoice value={scope} onChange={setScope} error={fieldErrors.scope} />
      {otherError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {describeMutationError(create.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  )
}
