import { toast } from 'sonner'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { ApiError } from './api-client'
import { describeMutationError, NO_ANSWER_MESSAGE, reportMutationError } from './mutation-errors'

const apiError = (status: number, body: ErrorBody | null) =>
  new ApiError(status, body ? JSON.stringify(body) : '', body)

const VALIDATION = apiError(400, {
  message: 'Name is required',
  code: 'VALIDATION_ERROR',
  issues: [{ path: 'name', message: 'Name is required' }],
})
const LIMIT = apiError(403, { message: 'Plus allows 5 groups.', code: 'LIMIT_REACHED' })

describe('describeMutationError', () => {
  it('gives the server’s message when there is one', () => {
    expect(describeMutationError(apiError(409, { message: 'Already a member', code: 'CONFLICT' }))).toBe(
      'Already a member',
    )
  })

  it('gives the fallback when the server said nothing people can use', () => {
    expect(describeMutationError(apiError(502, null))).toBe(NO_ANSWER_MESSAGE)
    expect(describeMutationError(apiError(500, { message: 'Internal Server Error', code: 'INTERNAL' }))).toBe(
      NO_ANSWER_MESSAGE,
    )
    expect(describeMutationError(new TypeError('Failed to fetch'), 'Could not save.')).toBe('Could not save.')
  })
})

describe('reportMutationError', () => {
  afterEach(() => {
    toast.dismiss()
    vi.restoreAllMocks()
  })

  const report = (error: unknown, meta: Parameters<typeof reportMutationError>[1]['meta']) => {
    renderApp(<p>page</p>)
    reportMutationError(error, { meta })
  }

  it('toasts the title and the server’s message', async () => {
    report(VALIDATION, { errorTitle: 'Group not renamed' })
    expect(await screen.findByText('Group not renamed')).toBeInTheDocument()
    expect(screen.getByText('Name is required')).toBeInTheDocument()
  })

  it('adds See plans to a plan limit, remembering the page to come back to after paying', async () => {
    report(LIMIT, { errorTitle: 'Group not created' })
    expect(await screen.findByText('Plus allows 5 groups.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/subscription?returnTo=%2F',
    )
  })

  it('leaves field problems to a form that shows them, but toasts its other failures', () => {
    const toastError = vi.spyOn(toast, 'error')
    reportMutationError(VALIDATION, { meta: { errorTitle: 'Email not changed', errorShownInline: 'fields' } })
    expect(toastError).not.toHaveBeenCalled()
    reportMutationError(apiError(429, { message: 'Too many tries, wait a minute', code: 'RATE_LIMITED' }), {
      meta: { errorTitle: 'Email not changed', errorShownInline: 'fields' },
    })
    expect(toastError).toHaveBeenCalledWith(
      'Email not changed',
      expect.objectContaining({ description: 'Too many tries, wait a minute' }),
    )
  })

  it('leaves the offer to a screen that shows it, but toasts its other failures', () => {
    const toastError = vi.spyOn(toast, 'error')
    reportMutationError(LIMIT, { meta: { errorTitle: 'Recommendation Failed', errorShownInline: 'upgrade' } })
    expect(toastError).not.toHaveBeenCalled()
    reportMutationError(apiError(409, { message: 'No recipes fit', code: 'CONFLICT' }), {
      meta: { errorTitle: 'Recommendation Failed', errorShownInline: 'upgrade' },
    })
    expect(toastError).toHaveBeenCalledWith(
      'Recommendation Failed',
      expect.objectContaining({ description: 'No recipes fit' }),
    )
  })

  it('says nothing for a screen that shows every failure itself', () => {
    const toastError = vi.spyOn(toast, 'error')
    reportMutationError(LIMIT, { meta: { errorShownInline: 'all' } })
    reportMutationError(VALIDATION, { meta: { errorShownInline: 'all' } })
    expect(toastError).not.toHaveBeenCalled()
  })
})
