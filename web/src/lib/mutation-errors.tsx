import type { Mutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { isUpgradeError } from '@/components/upgrade-prompt'
import { ApiError } from './api-client'
import { i18next } from './i18n'
import { usePlansHref } from './return-to'

/**
 * What a failed mutation's toast says when the server gave no message of its own: common:noAnswer in the
 * person's language. This constant is its English words, as tests read them.
 */
export const NO_ANSWER_MESSAGE = 'The server did not say why. Check your connection and try again.'

/** How the screen that runs a mutation shows its failures; the shared toast covers whatever it does not. */
export type MutationErrorMeta = {
  /** The toast's title, saying what did not happen, e.g. 'Group not created'. */
  errorTitle?: string
  /** Said instead of common:noAnswer when the server gave no message (network failure, 5xx). */
  errorFallback?: string
  /**
   * 'fields': the form shows the server's field issues beside its fields (toast only without issues);
   * 'upgrade': the screen shows the UpgradePrompt itself; 'all': the screen shows every failure itself.
   */
  errorShownInline?: 'fields' | 'upgrade' | 'all'
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta
  }
}

/** The server's own words for a failure, or the fallback when it said nothing people can use. */
export const describeMutationError = (
  error: unknown,
  fallback: string = i18next.t('common:noAnswer'),
): string => {
  if (!(error instanceof ApiError)) return fallback
  // A 5xx body says only 'Internal Server Error': that is a code, not a sentence for people.
  if (error.body?.code === 'INTERNAL') return fallback
  return error.serverMessage ?? fallback
}

const SeePlansLink = () => {
  const { t } = useTranslation('common')
  return (
    <Link to={usePlansHref()} className={buttonVariants({ size: 'sm' })}>
      {t('seePlans')}
    </Link>
  )
}

/** The one way a failed mutation is reported: the server's message, and an offer when the plan stopped it. */
export const notifyMutationError = (title: string, error: unknown, fallback?: string) =>
  toast.error(title, {
    description: describeMutationError(error, fallback),
    // The plan stopped it: the way to the plans is part of the answer, so it stays until dismissed.
    ...(isUpgradeError(error) ? { action: <SeePlansLink />, duration: Infinity } : {}),
  })

const isShownInline = (error: unknown, shownInline: MutationErrorMeta['errorShownInline']) => {
  if (shownInline === 'all') return true
  if (shownInline === 'upgrade') return isUpgradeError(error)
  if (shownInline === 'fields') return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
  return false
}

/** The query client's default for every failed mutation (see docs/decisions/034-mutation-errors.md). */
export const reportMutationError = (
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>,
) => {
  const meta = mutation.meta ?? {}
  if (isShownInline(error, meta.errorShownInline)) return
  notifyMutationError(meta.errorTitle ?? i18next.t('common:didNotGoThrough'), error, meta.errorFallback)
}
