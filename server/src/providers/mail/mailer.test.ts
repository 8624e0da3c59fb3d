import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, outboxDirectory, readOutbox } from './mailer'

/** A minimal SMTP server speaking just enough of RFC 5321 to receive one message, as a real relay would. */
function startFakeSmtp() {
  const received: Array<{ from: string; to: string[]; data: string }> = []
  const server: Server = createServer((socket) => {
    let from = ''
    let to: string[] = []
    let data = ''
    let inData = false
    let buffer = ''
    socket.write('220 fake.smtp ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push({ from, to, data })
            socket.write('250 queued\r\n')
          } else data += `${line}\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.smtp\r\n')
        else if (command === 'MAIL') {
          from = line
          to = []
          data = ''
          socket.write('250 ok\r\n')
        } else if (command === 'RCPT') {
          to.push(line)
          socket.write('250 ok\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n')
        } else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(() => smtp.close())

describe('the mailer', () => {
  it('sends through the SMTP server named in SMTP_URL', async () => {
    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Forkcast <no-reply@forkcast.example>',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'forkcast-mail-')),
    })
    expect(mailer.kind).toBe('smtp')
    await mailer.send({ to: 'ada@example.com', subject: 'Choose a new password', text: 'Open this link.' })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.to.join()).toContain('ada@example.com')
    expect(smtp.received[0]!.data).toContain('Subject: Choose a new password')
    expect(smtp.received[0]!.data).toContain('Open this link.')
  })

  it('keeps mail in the outbox folder when no SMTP server is configured, newest first', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-mail-'))
    const mailer = createMailer({ MAIL_FROM: 'Forkcast <no-reply@forkcast.example>', DATA_DIR: dataDir })
    expect(mailer.kind).toBe('outbox')
    await mailer.send({ to: 'ada@example.com', subject: 'First', text: 'one' })
    await mailer.send({ to: 'ada@example.com', subject: 'Second', text: 'two' })
    const messages = await readOutbox(outboxDirectory(dataDir))
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First'])
    expect(messages[0]).toMatchObject({ to: 'ada@example.com', from: 'Forkcast <no-reply@forkcast.example>' })
  })

  it('reads an empty outbox when nothing was ever sent', async () => {
    expect(await readOutbox(path.join(os.tmpdir(), 'forkcast-no-such-outbox'))).toEqual([])
  })
})
