import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { SESSION_COOKIE_NAME } from '@forkcast/contract/auth.constants'
import type { Tiers } from '@forkcast/contract/subscriptions.schemas'
import { buildApp, type BuildAppOptions } from '../app'
import { loadConfig, readTestDatabaseUrl, type Config } from '../config'
import { createPgliteDatabase, createPostgresDatabase, PGLITE_EXTENSIONS, type Database } from '../db/client'
import { databaseUrlFor } from './database-url'
import { outboxDirectory, type OutboxEntry } from '../providers/mail/mailer'

export interface TestDatabase {
  database: Database
  /** Connection string for a second app instance on the same database (PostgreSQL only). */
  url: string | null
  drop: () => Promise<void>
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateDatabase = inject('templateDatabase')
  const serverUrl = readTestDatabaseUrl()
  if (templateDatabase && serverUrl) {
    const name = `forkcast_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`)
    const url = databaseUrlFor(serverUrl, name)
    const database = createPostgresDatabase(url, 10)
    return {
      database,
      url,
      drop: async () => {
        await database.close()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      },
    }
  }
  const templateFile = inject('pgliteTemplateFile')
  if (!templateFile) throw new Error('The test global setup did not prepare a template database')
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(templateFile)]),
    extensions: PGLITE_EXTENSIONS,
  })
  const database = createPgliteDatabase(client)
  return { database, url: null, drop: () => database.close() }
}

// Files a test app writes (the mail outbox) go to a throwaway folder, never the working tree's ./data.
let testDataDir: string | null = null
const getTestDataDir = () => (testDataDir ??= mkdtempSync(path.join(os.tmpdir(), 'forkcast-test-data-')))

export const createTestConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: getTestDataDir(), ...overrides })

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  database: Database
  testDatabase: TestDatabase
  close: () => Promise<void>
}

/** Builds the real app on a fresh database; call close() in afterAll. */
export async function startTestApp(
  options: {
    env?: Record<string, string>
    /** false: the caller adds test-only routes, then calls ready() or listen() itself. */
    ready?: boolean
    /** A database the test made itself (the run's own kind when left out). */
    testDatabase?: TestDatabase
  } & Omit<Partial<BuildAppOptions>, 'config' | 'database'> = {},
): Promise<TestApp> {
  const { env, ready = true, testDatabase = await createTestDatabase(), ...rest } = options
  const app = await buildApp({ config: createTestConfig(env), database: testDatabase.database, ...rest })
  if (ready) await app.ready()
  return {
    app,
    database: testDatabase.database,
    testDatabase,
    close: async () => {
      await app.close()
      await testDatabase.drop()
    },
  }
}

export const sessionCookieFrom = (response: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME)
  if (!cookie) throw new Error('The response set no session cookie')
  return `${SESSION_COOKIE_NAME}=${cookie.value}`
}

let userCounter = 0

/** The newest mail the test app sent to an address (tests use the outbox: no SMTP). Reads newest first. */
export async function latestMailTo(app: TestApp['app'], address: string): Promise<OutboxEntry> {
  const directory = outboxDirectory(app.ctx.config.DATA_DIR)
  const files = (await readdir(directory))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
  for (const file of files) {
    const entry = JSON.parse(await readFile(path.join(directory, file), 'utf8')) as OutboxEntry
    if (entry.to === address) return entry
  }
  throw new Error(`no mail to ${address}`)
}

/** The token of the newest registration link mailed to an address. */
export async function registrationTokenFor(app: TestApp['app'], address: string) {
  const { text } = await latestMailTo(app, address)
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`the newest mail to ${address} holds no registration link`)
  return token
}

/** Opens a registration link through the API, as the web's /verify-email page does. */
export const confirmRegistrationLink = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })

/** Registers a new user through the API, opens the mailed link and answers the new session's cookie. */
export async function registerUser(
  app: TestApp['app'],
  fields: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
) {
  userCounter += 1
  const email = fields.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/email',
    payload: {
      email,
      password: fields.password ?? 'correct horse battery',
      firstName: fields.firstName ?? `User${userCounter}`,
      lastName: fields.lastName,
      phoneNumber: '555-0100',
    },
  })
  if (response.statusCode !== 202) throw new Error(`registration failed: ${response.body}`)
  const confirmed = await confirmRegistrationLink(app, await registrationTokenFor(app, email.toLowerCase()))
  if (confirmed.statusCode !== 201) throw new Error(`confirming the registration failed: ${confirmed.body}`)
  const body = confirmed.json<{ user: { id: number } }>()
  return { cookie: sessionCookieFrom(confirmed), userId: body.user.id, email }
}

/** A TIERS_FILE where every plan is unlimited, for tests about something other than plan limits. */
export const UNLIMITED_TIERS_FILE = fileURLToPath(new URL('./fixtures/unlimited-tiers.json', import.meta.url))

/** Writes plans with the given limits to a temporary TIERS_FILE: small limits keep plan tests short. */
export function writeTiersFile(tiers: Tiers): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'forkcast-tiers-')), 'tiers.json')
  writeFileSync(file, JSON.stringify(tiers))
  return file
}
