import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportRecipeResult } from '@forkcast/contract/recipes.schemas'
import { images } from '../../db/schema'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { signUp, type TestUser } from '../../testing/recipe-test-app'
import { jpegWithLocation } from '../../testing/photos'

let pageServer: Server
let privateServer: Server
let pagePort = 0
let privatePort = 0
const pageHits: string[] = []
const privateHits: string[] = []
let photo: Buffer

const pageUrl = (path: string) => `http://127.0.0.1:${pagePort}${path}`
const privateUrl = (path: string) => `http://127.0.0.1:${privatePort}${path}`

/** A recipe page whose JSON-LD names `image`; each page has its own title, so each import is new. */
const recipePage = (title: string, image: string) => `<!doctype html><html><head><title>${title}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: title,
  image,
  recipeIngredient: ['1 onion, chopped', '2 cups vegetable stock', '1 cup red lentils'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the onion in a pot.' },
    { '@type': 'HowToStep', text: 'Add the stock and lentils and simmer for 20 minutes.' },
  ],
})}</script></head><body><h1>${title}</h1></body></html>`

/** The page a test imports names its image address in its own path: /page?image=<address>&title=<title>. */
const handlePages: RequestListener = (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  pageHits.push(url.pathname)
  if (url.pathname === '/page') {
    const html = recipePage(url.searchParams.get('title') ?? 'Soup', url.searchParams.get('image') ?? '')
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  }
  if (url.pathname === '/photo.jpg')
    return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
  if (url.pathname === '/not-an-image')
    return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>')
  if (url.pathname === '/to-private') {
    return response.writeHead(302, { location: privateUrl('/photo.jpg') }).end()
  }
  return response.writeHead(404).end()
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
const close = async (server: Server) => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

let t: TestApp
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  photo = await jpegWithLocation()
  pageServer = createServer(handlePages)
  privateServer = createServer((request, response) => {
    privateHits.push(request.url ?? '/')
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
  })
  pagePort = await listen(pageServer)
  privatePort = await listen(privateServer)
  // As in production, private addresses are refused; only the page server's own port is let through.
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000' },
    importFetch: { allowedPrivateHosts: [`127.0.0.1:${pagePort}`], timeoutMs: 2000 },
  })
  alice = await signUp(t, 'Alice')
  bob = await signUp(t, 'Bob')
})

afterAll(async () => {
  await t.close()
  await close(pageServer)
  await close(privateServer)
})

const importPage = async (user: TestUser, title: string, image: string) => {
  const query = new URLSearchParams({ title, image })
  const response = await user.call('POST', '/api/recipes/import', { url: pageUrl(`/page?${query}`) })
  expect([200, 201], response.body).toContain(response.statusCode)
  return response.json<ImportRecipeResult>().recipe
}

describe("an imported recipe's image", () => {
  it('is fetched once, stored as WebP without EXIF and served from /api/images on our origin', async () => {
    const recipe = await importPage(alice, 'Lentil soup', pageUrl('/photo.jpg'))
    expect(recipe.imageUrl).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}$/)
    expect(pageHits.filter((path) => path === '/photo.jpg')).toHaveLength(1)

    const served = await t.app.inject({ method: 'GET', url: recipe.imageUrl ?? '' })
    expect(served.statusCode).toBe(200)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 40, height: 80 })
    expect(metadata.exif).toBeUndefined()
    const [row] = await t.database.db.select({ sourceUrl: images.sourceUrl }).from(images)
    expect(row?.sourceUrl).toBe(pageUrl('/photo.jpg'))

    // Importing the same page again answers the stored recipe: nothing is fetched a second time.
    const again = await importPage(bob, 'Lentil soup', pageUrl('/photo.jpg'))
    expect(again.imageUrl).toBe(recipe.imageUrl)
    expect(pageHits.filter((path) => path === '/photo.jpg')).toHaveLength(1)
  })

  it("never answers the page's own image address in the API", async () => {
    const recipe = await importPage(alice, 'Carrot soup', 'https://images.example/carrot.jpg')
    expect(recipe.imageUrl).toBeNull()
    const listed = await alice.json<Array<{ imageUrl: string | null }>>('GET', '/api/recipes/imported')
    expect(
      listed.every((entry) => entry.imageUrl === null || entry.imageUrl.startsWith('/api/images/')),
    ).toBe(true)
  })

  it('is never fetched from a private address: loopback on another port', async () => {
    const recipe = await importPage(alice, 'Pea soup', privateUrl('/photo.jpg'))
    expect(recipe.imageUrl).toBeNull()
    expect(privateHits).toHaveLength(0)
  })

  it('is never fetched from the cloud metadata address (169.254.169.254), and the import still succeeds', async () => {
    const recipe = await importPage(
      alice,
      'Bean soup',
      'http://169.254.169.254/latest/meta-data/iam/photo.jpg',
    )
    expect(recipe.title).toBe('Bean soup')
    expect(recipe.imageUrl).toBeNull()
  })

  it('is never fetched through a redirect to a private address', async () => {
    const recipe = await importPage(alice, 'Leek soup', pageUrl('/to-private'))
    expect(pageHits).toContain('/to-private')
    expect(recipe.imageUrl).toBeNull()
    expect(privateHits).toHaveLength(0)
  })

  it('is left out, without failing the import, when the address is not an image', async () => {
    const recipe = await importPage(alice, 'Onion soup', pageUrl('/not-an-image'))
    expect(recipe.title).toBe('Onion soup')
    expect(recipe.imageUrl).toBeNull()
  })
})
