import { ConfirmRegistrationSchema, EmailAuthSchema, RegistrationPendingSchema } from './auth.schemas'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import { AuthResultSchema, ConfirmedRegistrationSchema, UserSchema } from './users.schemas'

const tags = ['auth']

/** Signing in, registering by a mailed link, signing out and the signed-in user. */
export const authEndpoints = {
  signInOrRegister: defineEndpoint({
    method: 'POST',
    path: '/api/auth/email',
    tags,
    access: 'public',
    summary:
      'Sign in with email and password, or register when first name and phone are given (202: a link is mailed)',
    body: EmailAuthSchema,
    responses: { 200: AuthResultSchema, 202: RegistrationPendingSchema },
  }),
  confirmRegistration: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    tags,
    access: 'public',
    summary: 'Open a registration’s mailed link: creates the account and signs it in',
    body: ConfirmRegistrationSchema,
    responses: { 201: ConfirmedRegistrationSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tags,
    access: 'public',
    summary: 'End this session',
    responses: { 200: SuccessSchema },
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    tags,
    summary: 'The signed-in user',
    responses: { 200: UserSchema },
  }),
  // A redirect to '/', so no answer with a body.
  loginRedirect: defineEndpoint({
    method: 'GET',
    path: '/api/login',
    tags,
    access: 'public',
    summary: 'Go to the sign-in page',
    responses: {},
  }),
}
