import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'
import { getFieldErrors } from './api-client'
import { knownMessage } from './messages'

/** Every message in a form's errors (nested fields and lists too) in the language shown. */
const translateErrors = (errors: object): void => {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: never walked (it leads to the whole document).
    if (key === 'ref' || typeof value !== 'object' || value === null) continue
    if ('message' in value && typeof value.message === 'string') value.message = knownMessage(value.message)
    translateErrors(value)
  }
}

/** The contract's schema as the form's resolver, its English messages said in the language shown. */
const translatedResolver = <Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> => {
  const resolve = zodResolver(schema)
  return async (...args) => {
    const result = await resolve(...args)
    translateErrors(result.errors)
    return result
  }
}

/**
 * A form whose fields and rules are the contract's schema (issue 29): the same zod schema the server parses
 * checks the fields on submit, each message shown beside its field, and a 400's issues land there too.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: translatedResolver(schema) })
  /** Shows the server's field errors beside their fields; false when the failure named no field. */
  const showServerErrors = (error: unknown): boolean => {
    const fields = Object.entries(getFieldErrors(error))
    // The server words them in the person's language already; a message it did not know stays as it came.
    for (const [name, message] of fields)
      form.setError(name as Path<Input>, { type: 'server', message: knownMessage(message) })
    return fields.length > 0
  }
  return { ...form, showServerErrors }
}
