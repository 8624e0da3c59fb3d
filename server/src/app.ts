import { existsSync } from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyServerOptions } from 'fastify'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { GUEST_COOKIE_NAME, SESSION_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import type { ErrorBody } from '@forkcast/contract/errors'
import { translateMessage } from '@forkcast/contract/messages'
import type { Config } from './config'
import type { Database } from './db/client'
import type { AppContext } from './lib/app-context'
import type { SafeFetchOptions } from './lib/safe-fetch'
import { loggerOptions, requestIdFor, type LogStream } from './lib/logging'
import { languageOfRequest } from './lib/i18n'
import { EventHub } from './realtime/event-hub'
import { SessionCache } from './sessions/session-lookup'
import { servesMailPreview } from './providers/mail/mailer'
import { createProviders } from './providers/providers'
import { fromServerRoot } from './package-root'
import { authPlugin } from './plugins/auth'
import { errorHandlerPlugin } from './plugins/error-handler'
import { hostCheckPlugin } from './plugins/host-check'
import { jsonBodyPlugin } from './plugins/json-body'
import { realtimePlugin } from './realtime/event-stream'
import { sameOriginPlugin } from './plugins/same-origin'
import { shutdownPlugin } from './plugins/shutdown'
import { authRoutes, loginRedirectRoutes } from './features/auth/auth.routes'
import { passkeyRoutes } from './features/passkeys/passkeys.routes'
import { diningOptionRoutes, foodOptionRoutes } from './features/catalog/catalog.routes'
import { groupRoutes, inviteRoutes } from './features/groups/groups.routes'
import { groupSessionRoutes, userSessionRoutes, votingRoutes } from './features/voting/voting.routes'
import { guestRoutes } from './features/voting/guests.routes'
import { pushRoutes } from './features/push/push.routes'
import { adminBackupRoutes, groupBackupRoutes } from './features/backup/backup.routes'
import { healthRoutes } from './features/health/health.routes'
import { onboardingAuthRoutes, userRoutes } from './features/users/users.routes'
import { userEventRoutes } from './features/users/events.routes'
import { recipeRoutes, userRecipeRoutes } from './features/recipes/recipes.routes'
import { recipeShareRoutes, sharedRecipeRoutes } from './features/recipes/recipe-sharing.routes'
import { importRoutes } from './features/imports/imports.routes'
import { imageRoutes, recipePhotoRoutes } from './features/images/images.routes'
import { accountRecoveryRoutes, accountRoutes, devOutboxRoutes } from './features/account/account.routes'
import { apiTokenRoutes } from './features/api-tokens/api-tokens.routes'
import { restaurantRoutes } from './features/restaurants/restaurants.routes'
import { favoriteRoutes } from './features/favorites/favorites.routes'
import { stripeWebhookRoutes, subscriptionRoutes } from './features/subscriptions/subscriptions.routes'
import { betaRoutes } from './features/beta/beta.routes'
import { webhookRoutes } from './features/webhooks/webhooks.routes'
import { startWebhookSender, type WebhookSender } from './features/webhooks/webhooks.sender'
import { groceryListRoutes, smartMealRoutes, weeklyPlanRoutes } from './features/planning/planning.routes'
import { calendarFeedRoutes, calendarFileRoutes } from './features/calendar-feed/calendar-feed.routes'
import {
  aiRecommendationRoutes,
  seasonalRecipeRoutes,
} from './features/recommendations/recommendations.routes'

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** Every route registered, for checking that the OpenAPI document lists them all. */
    registeredRoutes: Array<{ method: string; url: string }>
    /** Sends queued webhook deliveries; tests call runOnce() after moving the clock. */
    webhookSender: WebhookSender
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Built web app to serve; defaults to web/dist next to this package. */
  webDistDir?: string
  logger?: FastifyServerOptions['logger']
  /** Tests only: lets the recipe importer reach a local fixture server (allowedPrivateHosts) or give up sooner. */
  importFetch?: SafeFetchOptions
  /** Tests only: receives every log line, with the production redaction applied. */
  logStream?: LogStream
}

const DEFAULT_WEB_DIST = fromServerRoot('..', 'web', 'dist')

export async function buildApp({
  config,
  database,
  webDistDir,
  logger,
  importFetch,
  logStream,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL, logStream),
    genReqId: requestIdFor,
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('registeredRoutes', [])
  app.addHook('onRoute', ({ method, url }) => {
    for (const verb of [method].flat()) app.registeredRoutes.push({ method: verb, url })
  })

  const hub = new EventHub(database)
  await hub.start()
  const sessions = new SessionCache(database.db, hub)
  sessions.start()
  app.decorate('ctx', {
    config,
    database,
    db: database.db,
    hub,
    sessions,
    importFetch: importFetch ?? {},
    providers: createProviders(config),
    log: app.log,
  })
  const webhookSender = startWebhookSender(app.ctx)
  app.decorate('webhookSender', webhookSender)
  app.addHook('onClose', async () => {
    await webhookSender.stop()
    sessions.stop()
    await hub.stop()
  })

  await app.register(cookie)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and toasts position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Only meaningful over HTTPS; harmless otherwise.
    hsts: { maxAge: 15552000, includeSubDomains: false },
  })
  await app.register(errorHandlerPlugin)
  await app.register(hostCheckPlugin)
  await app.register(jsonBodyPlugin)
  await app.register(swagger, {
    openapi: {
      info: { title: 'Forkcast API', description: 'What is for dinner, decided together.', version: '1.0.0' },
      // Decision 048: scripts send a personal API token (Account & security); the web app sends its session cookie.
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token from Account & security in the app: `Authorization: Bearer fct_…`. Read-only tokens may only GET.',
          },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
          guestCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: GUEST_COOKIE_NAME,
            description: "A guest's seat, set when they join through a board's guest link.",
          },
        },
      },
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  await app.register(authPlugin)
  await app.register(sameOriginPlugin)
  await app.register(realtimePlugin)
  await app.register(shutdownPlugin)

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(loginRedirectRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api/auth' })
  await app.register(passkeyRoutes, { prefix: '/api' })
  await app.register(onboardingAuthRoutes, { prefix: '/api/auth' })
  await app.register(userRoutes, { prefix: '/api/user' })
  await app.register(userEventRoutes, { prefix: '/api' })
  await app.register(groupRoutes, { prefix: '/api/family-groups' })
  await app.register(inviteRoutes, { prefix: '/api/invites' })
  await app.register(foodOptionRoutes, { prefix: '/api/food-options' })
  await app.register(diningOptionRoutes, { prefix: '/api/dining-options' })
  await app.register(votingRoutes, { prefix: '/api/elimination-session' })
  await app.register(guestRoutes, { prefix: '/api/guest' })
  await app.register(groupSessionRoutes, { prefix: '/api/family-groups' })
  await app.register(userSessionRoutes, { prefix: '/api/user' })
  // Before recipeRoutes for readability only: /import, /bulk-upload and /sample-csv are static paths and always win.
  await app.register(importRoutes, { prefix: '/api/recipes' })
  await app.register(recipeRoutes, { prefix: '/api/recipes' })
  await app.register(recipePhotoRoutes, { prefix: '/api/recipes' })
  await app.register(imageRoutes, { prefix: '/api/images' })
  await app.register(recipeShareRoutes, { prefix: '/api/recipes' })
  await app.register(sharedRecipeRoutes, { prefix: '/api/shared-recipes' })
  await app.register(userRecipeRoutes, { prefix: '/api/user' })
  await app.register(accountRecoveryRoutes, { prefix: '/api/auth' })
  await app.register(accountRoutes, { prefix: '/api/account' })
  await app.register(apiTokenRoutes, { prefix: '/api/account/api-tokens' })
  if (servesMailPreview(config)) await app.register(devOutboxRoutes, { prefix: '/dev' })
  await app.register(restaurantRoutes, { prefix: '/api/restaurants' })
  await app.register(favoriteRoutes, { prefix: '/api/favorite-restaurants' })
  await app.register(subscriptionRoutes, { prefix: '/api' })
  await app.register(stripeWebhookRoutes, { prefix: '/api/stripe' })
  await app.register(betaRoutes, { prefix: '/api/beta' })
  await app.register(smartMealRoutes, { prefix: '/api/smart-meals' })
  await app.register(weeklyPlanRoutes, { prefix: '/api/weekly-meal-plans' })
  await app.register(groceryListRoutes, { prefix: '/api/grocery-lists' })
  await app.register(webhookRoutes, { prefix: '/api/groups' })
  await app.register(calendarFeedRoutes, { prefix: '/api/groups' })
  await app.register(calendarFileRoutes, { prefix: '/api/calendar' })
  await app.register(seasonalRecipeRoutes, { prefix: '/api/recipes' })
  await app.register(aiRecommendationRoutes, { prefix: '/api/ai/recommendations' })
  await app.register(pushRoutes, { prefix: '/api/push' })
  await app.register(groupBackupRoutes, { prefix: '/api/groups' })
  await app.register(adminBackupRoutes, { prefix: '/api/admin' })

  const distDir = webDistDir ?? config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST
  const hasWebApp = existsSync(path.join(distDir, 'index.html'))
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The web build writes .br and .gz copies; browsers that accept them get those (a third of the bytes).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasWebApp || request.method !== 'GET') {
      const message = translateMessage(languageOfRequest(request), `No route ${request.method} ${pathname}`)
      const body: ErrorBody = { message, code: 'NOT_FOUND' }
      return reply.code(404).send(body)
    }
    // Client-side routes: the SPA decides what to show, including its own 'Page Not Found'.
    reply.header('Cache-Control', 'no-cache')
    return reply.sendFile('index.html')
  })

  return app
}
