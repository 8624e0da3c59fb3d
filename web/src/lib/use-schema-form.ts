import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'
import { getFieldErrors } from './api-client'

/**
 * A form whose fields and rules are the contract's schema (issue 29): the same zod schema the server parses
 * checks the fields on submit, each message shown beside its field, and a 400's issues land there too.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) })
  /** Shows the server's field errors beside their fields; false when the failure named no field. */
  const showServerErrors = (error: unknown): boolean => {
    const fields = Object.entries(getFieldErrors(error))
    for (const [name, message] of fields) form.setError(name as Path<Input>, { type: 'server', message })
    return fields.length > 0
  }
  return { ...form, showServerErrors }
}
