// A child process of bench/voting.ts that holds a share of the members' live streams, so 1,000 streams are not
// read by the same event loop that sends the votes (a lagging reader would add its own delay to every figure).
// It records when each vote event arrives, on the machine's monotonic clock that the parent reads too.
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/** A stream to open: the board's events as one member. */
export interface ListenerStream {
  index: number
  cookie: string
  sessionId: number
}

export type ToListeners =
  { kind: 'open'; baseUrl: string; streams: ListenerStream[] } | { kind: 'collect' } | { kind: 'close' }

export type FromListeners =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  /** [stream index, board version, arrival on the monotonic clock in ms] for each vote event since the last collect. */
  | { kind: 'records'; records: Array<[number, number, number]>; loopDelayP99: number; loopDelayMax: number }

/** Milliseconds on CLOCK_MONOTONIC: the same clock in every process of this machine. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6

const send = (message: FromListeners) => process.send!(message)

// One socket per stream, as each member's browser has its own connection.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
const requests: http.ClientRequest[] = []
let records: Array<[number, number, number]> = []
let isClosing = false
const loopDelay = monitorEventLoopDelay({ resolution: 1 })

function openStream(baseUrl: string, stream: ListenerStream, onReady: () => void) {
  const request = http.get(
    `${baseUrl}/api/elimination-session/${stream.sessionId}/events`,
    { agent, headers: { cookie: stream.cookie, accept: 'text/event-stream' } },
    (response) => {
      if (response.statusCode !== 200) {
        send({ kind: 'failed', message: `a stream answered ${response.statusCode}` })
        return
      }
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk: string) => {
        // Stamped before any parsing: the chunk is here.
        const at = monotonicMs()
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
          if (block.includes('event: snapshot')) onReady()
          else if (block.includes('event: vote')) {
            const id = /^id: (\d+)$/m.exec(block)?.[1]
            if (id) records.push([stream.index, Number(id), at])
          } else if (block.includes('event: resync')) {
            send({ kind: 'failed', message: 'a stream was told to resync (live events were interrupted)' })
          }
        }
      })
      response.on('end', () => {
        if (!isClosing) send({ kind: 'failed', message: 'a stream ended early' })
      })
    },
  )
  request.on('error', (error) => {
    if (!isClosing) send({ kind: 'failed', message: `a stream failed: ${error.message}` })
  })
  requests.push(request)
}

process.on('message', (message: ToListeners) => {
  if (message.kind === 'open') {
    let waiting = message.streams.length
    const onReady = () => {
      waiting -= 1
      if (waiting === 0) {
        loopDelay.reset()
        loopDelay.enable()
        send({ kind: 'ready' })
      }
    }
    for (const stream of message.streams) openStream(message.baseUrl, stream, onReady)
  } else if (message.kind === 'collect') {
    send({
      kind: 'records',
      records,
      loopDelayP99: loopDelay.percentile(99) / 1e6,
      loopDelayMax: loopDelay.max / 1e6,
    })
    records = []
    loopDelay.reset()
  } else {
    isClosing = true
    for (const request of requests) request.destroy()
    loopDelay.disable()
    process.disconnect()
  }
})
