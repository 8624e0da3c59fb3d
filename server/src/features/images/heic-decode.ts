import { Worker } from 'node:worker_threads'

/** A decoded HEIC: RGBA pixels, 4 bytes each. */
export interface DecodedHeic {
  width: number
  height: number
  data: Uint8Array
}

/** A phone's HEIC decodes in well under a second; much longer is a file built to stall us. */
const HEIC_BUDGET_MS = 20_000

/*
 * Plain JavaScript evaluated in a worker thread: the same text runs under tsx (tests, dev) and from the
 * production bundle, so there is no worker file to build or locate. heic-decode is libheif compiled to
 * WebAssembly (with its HEVC decoder, which sharp's prebuilt libvips lacks) and would hold the event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const decode = require('node:module').createRequire(workerData.base)('heic-decode')
decode({ buffer: workerData.input }).then(
  (image) => {
    const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)
    parentPort.postMessage({ ok: true, width: image.width, height: image.height, data }, [data.buffer])
  },
  (error) => parentPort.postMessage({ ok: false, message: String((error && error.message) || error) }),
)
`

type WorkerAnswer =
  { ok: true; width: number; height: number; data: Uint8Array } | { ok: false; message: string }

/** Decodes an HEVC HEIC photo off the event loop; rejects when it is unreadable or takes too long. */
export function decodeHeic(input: Buffer, { budgetMs = HEIC_BUDGET_MS } = {}): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { base: import.meta.url, input },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    })
    let settled = false
    const finish = (action: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      action()
      void worker.terminate()
    }
    const timer = setTimeout(() => finish(() => reject(new Error('HEIC decoding took too long'))), budgetMs)
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() =>
        answer.ok
          ? resolve({ width: answer.width, height: answer.height, data: answer.data })
          : reject(new Error(`HEIC decoding failed: ${answer.message}`)),
      ),
    )
    worker.once('error', (error) => finish(() => reject(error)))
    worker.once('exit', (code) => finish(() => reject(new Error(`HEIC decoder stopped (${code})`))))
  })
}
