import { randomBytes } from 'node:crypto'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type nodemailer from 'nodemailer'
import { lazyPackage } from '../../lib/lazy-package'

// Only servers with SMTP_URL send mail over SMTP: nodemailer loads when the first transport is made.
const loadNodemailer = lazyPackage<typeof nodemailer>('nodemailer')

export interface MailMessage {
  to: string
  subject: string
  /** Plain text; every mail we send reads well without HTML. */
  text: string
}

export interface OutboxEntry extends MailMessage {
  id: string
  from: string
  sentAt: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
}

/** SMTP through nodemailer when SMTP_URL is set. */
function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = loadNodemailer().createTransport(smtpUrl)
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message })
    },
  }
}

/** Without SMTP, mail is kept as one JSON file per message in a local folder a developer can read. */
function createOutboxMailer({ directory, from }: { directory: string; from: string }): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await mkdir(directory, { recursive: true })
      const sentAt = new Date().toISOString()
      // Sortable by time, unique within the same millisecond.
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
      const entry: OutboxEntry = { id, from, sentAt, ...message }
      // Written aside, then renamed into place: whoever reads the folder never sees half a message.
      const finalPath = path.join(directory, `${id}.json`)
      await writeFile(`${finalPath}.tmp`, `${JSON.stringify(entry, null, 2)}\n`, { flag: 'wx' })
      await rename(`${finalPath}.tmp`, finalPath)
    },
  }
}

/** The outbox's messages, newest first. */
export async function readOutbox(directory: string): Promise<OutboxEntry[]> {
  let files: string[]
  try {
    files = (await readdir(directory)).filter((file) => file.endsWith('.json'))
  } catch {
    return []
  }
  files.sort().reverse()
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as OutboxEntry),
  )
}

export const outboxDirectory = (dataDir: string) => path.join(dataDir, 'outbox')

export const MAIL_PREVIEW_PATH = '/dev/outbox'

/**
 * Whether this server shows its outbox at MAIL_PREVIEW_PATH: always outside production, and in production only
 * for a local trial without SMTP (MAIL_PREVIEW=1), where the page answers this machine's own browser only.
 */
export const servesMailPreview = (config: { NODE_ENV: string; SMTP_URL?: string; MAIL_PREVIEW: '0' | '1' }) =>
  config.NODE_ENV !== 'production' || (config.MAIL_PREVIEW === '1' && !config.SMTP_URL)

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string }): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer({ directory: outboxDirectory(config.DATA_DIR), from: config.MAIL_FROM })
}
