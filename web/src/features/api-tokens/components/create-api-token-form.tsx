import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  API_TOKEN_NAME_MAX_LENGTH,
  CreateApiTokenSchema,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@forkcast/contract/api-tokens.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { getFieldErrors } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useCreateApiToken } from '../api/api-tokens'
import { ScopeChoice } from './scope-choice'

const EMPTY_TOKEN: CreateApiTokenInput = { name: '', scope: 'read' }

/** Names a new token and chooses what it may do; hands the created token (with its secret) up once. */
export const CreateApiTokenForm = ({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) => {
  const { t } = useTranslation('api-tokens')
  const form = useSchemaForm(CreateApiTokenSchema, { defaultValues: EMPTY_TOKEN })
  const { errors } = form.formState
  const create = useCreateApiToken()
  // A refusal that names no field (e.g. too many tokens) has no field to sit beside, so it shows below.
  const otherError = create.isError && Object.keys(getFieldErrors(create.error)).length === 0

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset()
        onCreated(created)
      },
      onError: (error) => form.showServerErrors(error),
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('form.label')}>
      <Field
        label={t('form.name')}
        maxLength={API_TOKEN_NAME_MAX_LENGTH}
        placeholder={t('form.namePlaceholder')}
        hint={t('form.nameHint')}
        error={errors.name?.message}
        {...form.register('name', {
          onChange: () => {
            if (create.isError) create.reset()
          },
        })}
      />
      <Controller
        control={form.control}
        name="scope"
        render={({ field, fieldState }) => (
          <ScopeChoice value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      {otherError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {describeMutationError(create.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="self-start">
        {create.isPending ? t('form.creating') : t('form.submit')}
      </Button>
    </form>
  )
}
