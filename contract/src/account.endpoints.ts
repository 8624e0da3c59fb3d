import {
  AccountExportSchema,
  AccountSessionListSchema,
  AccountSessionParamsSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  EmailChangedSchema,
  ForgotPasswordSchema,
  MailSentSchema,
  ResetPasswordSchema,
} from './account.schemas'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'

const tags = ['account']

/** Signed-out account recovery by mailed links, under /api/auth. */
export const accountRecoveryEndpoints = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tags,
    access: 'public',
    summary: 'Mail a single-use link (30 minutes) to choose a new password; the same answer for any email',
    body: ForgotPasswordSchema,
    responses: { 202: MailSentSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    tags,
    access: 'public',
    summary: 'Choose a new password with a mailed link; signs out every device',
    body: ResetPasswordSchema,
    responses: { 200: SuccessSchema },
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/api/auth/confirm-email',
    tags,
    access: 'public',
    summary: 'Confirm an email change with the link mailed to the new address',
    body: ConfirmEmailChangeSchema,
    responses: { 200: EmailChangedSchema },
  }),
}

/** The signed-in user's own account. */
export const accountEndpoints = {
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/password',
    tags,
    access: 'session',
    summary: 'Change the password (current password required); other devices are signed out',
    body: ChangePasswordSchema,
    responses: { 200: SuccessSchema },
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/email',
    tags,
    access: 'session',
    summary: 'Change the email: a confirmation link goes to the new address',
    body: ChangeEmailSchema,
    responses: { 202: MailSentSchema },
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/account/sessions',
    tags,
    access: 'session',
    summary: 'Devices signed in to this account',
    responses: { 200: AccountSessionListSchema },
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    tags,
    access: 'session',
    summary: 'Sign out one device',
    params: AccountSessionParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/account/export',
    tags,
    access: 'session',
    summary: 'Everything stored about the signed-in user, as one JSON download',
    responses: { 200: AccountExportSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/account',
    tags,
    access: 'session',
    summary: 'Delete the account and its personal data (password required)',
    body: DeleteAccountSchema,
    responses: { 200: SuccessSchema },
  }),
}
