import { z } from 'zod'

// Empty string is treated as unset: a shell-supplied FOO= means the same as leaving it out.
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional())
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema)

const ConfigSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  HOST: withDefault(z.string(), '0.0.0.0'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: withDefault(z.string(), './data'),
  WEB_DIST_DIR: optionalString,
  PUBLIC_ORIGIN: optionalString.pipe(z.url('must be a URL such as https://forkcast.example').optional()),
  COOKIE_SECURE: withDefault(z.enum(['auto', 'true', 'false']), 'auto'),
  AUTH_RATE_LIMIT_PER_IP: withDefault(z.coerce.number().int().positive(), 30),
  AUTH_RATE_LIMIT_PER_EMAIL: withDefault(z.coerce.number().int().positive(), 10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: withDefault(z.coerce.number().int().positive(), 900),
  JOIN_RATE_LIMIT_PER_USER: withDefault(z.coerce.number().int().positive(), 10),
  JOIN_RATE_LIMIT_PER_IP: withDefault(z.coerce.number().int().positive(), 30),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: withDefault(z.string().min(3), 'Forkcast <no-reply@forkcast.local>'),
  // Local trials without SMTP (npm start sets it): the outbox page is served to this machine's own browser.
  MAIL_PREVIEW: withDefault(z.enum(['0', '1']), '0'),
  PLACES_PROVIDER: withDefault(z.enum(['auto', 'google', 'osm']), 'auto'),
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: withDefault(
    z.url('must be a URL such as https://places.googleapis.com'),
    'https://places.googleapis.com',
  ),
  OVERPASS_URL: withDefault(
    z.url('must be a URL such as https://overpass-api.de/api/interpreter'),
    'https://overpass-api.de/api/interpreter',
  ),
  PLACES_TIMEOUT_MS: withDefault(z.coerce.number().int().positive().max(60_000), 8000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PLUS: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  // Tests only: where the Stripe SDK sends its requests (a local fake API server).
  STRIPE_API_BASE_URL: optionalString.pipe(z.url('must be a URL such as http://127.0.0.1:12111').optional()),
  BILLING_TEST_MODE: withDefault(z.enum(['0', '1']), '0'),
  TIERS_FILE: optionalString,
  ADMIN_EMAILS: withDefault(z.string(), ''),
  LLM_BASE_URL: optionalString.pipe(z.url('must be a URL such as https://api.openai.com/v1').optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: withDefault(z.string(), 'gpt-4o-mini'),
  LLM_TIMEOUT_MS: withDefault(z.coerce.number().int().positive(), 20_000),
  PUSH_SUBJECT: withDefault(
    z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://'),
    'mailto:admin@localhost',
  ),
  PUSH_ALLOW_INSECURE_ENDPOINTS: withDefault(z.enum(['true', 'false']), 'false').transform(
    (value) => value === 'true',
  ),
  // Recipe photos go to S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set; else into the database.
  S3_ENDPOINT: optionalString.pipe(
    z.url('must be a URL such as https://s3.eu-west-1.amazonaws.com').optional(),
  ),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
})

export type Config = z.infer<typeof ConfigSchema>

export class ConfigError extends Error {}

/** Parses the environment once at boot; throws naming every bad variable. */
/** S3 storage needs all four of its settings, or none: half a configuration would lose photos. */
const s3Issues = (config: Config): Array<{ path: PropertyKey[]; message: string }> => {
  const set = [config.S3_ENDPOINT, config.S3_BUCKET, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY]
  if (set.every((value) => value === undefined) || set.every((value) => value !== undefined)) return []
  return [
    {
      path: ['S3_ENDPOINT'],
      message:
        'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none of them',
    },
  ]
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env)
  const issues = result.success ? s3Issues(result.data) : result.error.issues
  if (result.success && issues.length === 0) return result.data
  const lines = issues.map((issue) => `  ${issue.path.map(String).join('.')}: ${issue.message}`)
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
}

/** Tests only: the PostgreSQL server to create throwaway databases on (unset: PGlite). */
export const readTestDatabaseUrl = (env: Record<string, string | undefined> = process.env) =>
  env.TEST_DATABASE_URL ? env.TEST_DATABASE_URL : undefined

/**
 * The origin links in mail point at: PUBLIC_ORIGIN; in a local trial, the loopback origin the request came by
 * (the person is signed in there, not on another loopback name); else this machine on its port.
 */
export const linkOrigin = (config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>, loopbackOrigin?: string | null) =>
  config.PUBLIC_ORIGIN ?? loopbackOrigin ?? `http://localhost:${config.PORT}`
