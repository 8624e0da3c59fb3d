import type { FastifyRequest } from 'fastify'
import { GUEST_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import type { EndpointAccess } from '@forkcast/contract/endpoint'
import { GUEST_LINK_ENDED_MESSAGE } from '@forkcast/contract/voting.schemas'
import { AppError } from './app-error'
import { isBetaAdmin } from './beta-admins'

export const signInFirst = () => new AppError('UNAUTHORIZED', 'Please sign in to continue')

/**
 * Refuses a request its endpoint's access does not let in (decision 054): the one place the server requires a
 * user. It runs on request, before the body is read, so nobody signed out can make the server parse megabytes.
 */
export const checkAccess = (access: EndpointAccess, request: FastifyRequest): void => {
  if (access === 'public') return
  if (access === 'betaAdmin') {
    // Everyone else, signed out included, gets the 404 of a route that does not exist.
    if (!request.user || !isBetaAdmin(request.server.ctx.config, request.user.email))
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`)
    return
  }
  if (access === 'guest') {
    if (!request.cookies[GUEST_COOKIE_NAME]) throw new AppError('UNAUTHORIZED', GUEST_LINK_ENDED_MESSAGE)
    return
  }
  if (!request.user) throw signInFirst()
  if (access === 'session' && !request.sessionTokenHash) throw signInFirst()
}
