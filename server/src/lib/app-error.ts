import { ERROR_STATUS, type AppErrorCode, type ErrorIssue } from '@forkcast/contract/errors'

/**
 * A failure a person can act on; the error handler turns it into `{ message, code, issues? }`, plus `details`'
 * fields when a page needs more than words to offer a way on (the open board to continue).
 */
export class AppError extends Error {
  readonly statusCode: number

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: {
      issues?: ErrorIssue[]
      headers?: Record<string, string>
      details?: Record<string, unknown>
    } = {},
  ) {
    super(message)
    this.statusCode = ERROR_STATUS[code]
  }
}

export const getErrorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error'
