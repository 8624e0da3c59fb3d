// A local Overpass interpreter for the e2e server (OVERPASS_URL points here): the real Overpass JSON format,
// the same fixed restaurants around whatever point is searched. Started by playwright.config.ts.
import { startFakeOverpass } from '../server/src/testing/fake-places-servers'

const port = Number(process.env.E2E_OVERPASS_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_OVERPASS_PORT must be set to a free port')

const fake = await startFakeOverpass({ port })
console.log(`fake Overpass listening at ${fake.url}`)

const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
