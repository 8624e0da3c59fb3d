import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECIPE_LIMITS } from '@forkcast/contract/recipes.constants'
import type { ImportRecipeResult, Recipe } from '@forkcast/contract/recipes.schemas'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { signUp, type TestUser } from '../../testing/recipe-test-app'
import { readFixture } from './parser/fixture-files'

const TIKKA_HTML = readFixture('jsonld-wprm-card.html')

let fixtureServer: Server
let otherServer: Server
let fixturePort = 0
let otherPort = 0
const fixtureHits: string[] = []
let otherHits = 0

const fixtureUrl = (path: string) => `http://127.0.0.1:${fixturePort}${path}`

/** Pages the importer meets in the wild, served from loopback. */
const handleFixture: RequestListener = (request, response) => {
  const path = request.url ?? '/'
  fixtureHits.push(path)
  const html = (body: string) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  switch (path) {
    case '/chicken-tikka-masala/':
      return html(TIKKA_HTML)
    case '/tikka-short-link':
      return response.writeHead(302, { location: '/chicken-tikka-masala/' }).end()
    case '/pancakes-alias':
      // Same site, so the page's own canonical address counts.
      return html(
        readFixture('microdata-basic.html').replace(
          '</head>',
          `<link rel="canonical" href="${fixtureUrl('/pancakes')}"></head>`,
        ),
      )
    case '/punch':
      return html(readFixture('visible-no-steps.html'))
    case '/article':
      return html(readFixture('no-recipe-article.html'))
    case '/forbidden':
      return response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>')
    case '/huge':
      return html(`<html><body>${'<p>filler</p>'.repeat(30_000)}</body></html>`)
    case '/slow':
      response.writeHead(200, { 'content-type': 'text/html' })
      response.write('<html><body><p>Loading')
      return
    case '/to-other-port':
      return response
        .writeHead(302, { location: `http://127.0.0.1:${otherPort}/chicken-tikka-masala/` })
        .end()
    default:
      return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
  }
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
  fixtureServer = createServer(handleFixture)
  otherServer = createServer((_request, response) => {
    otherHits += 1
    response.writeHead(200, { 'content-type': 'text/html' }).end(TIKKA_HTML)
  })
  fixturePort = await listen(fixtureServer)
  otherPort = await listen(otherServer)
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '100000' },
    importFetch: { allowedPrivateHosts: [`127.0.0.1:${fixturePort}`], timeoutMs: 1500, maxBytes: 200_000 },
  })
  alice = await signUp(t, 'Alice')
  bob = await signUp(t, 'Bob')
})

afterAll(async () => {
  await t.close()
  await close(fixtureServer)
  await close(otherServer)
})

const importAs = (user: TestUser, payload: Record<string, unknown>) =>
  user.call('POST', '/api/recipes/import', payload)

const expectFailure = async (
  user: TestUser,
  payload: Record<string, unknown>,
  status: number,
  message: string | RegExp,
) => {
  const response = await importAs(user, payload)
  expect(response.statusCode, response.body).toBe(status)
  const body = response.json<{ message: string; code: string }>()
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
  return body
}

describe('import from a web address', () => {
  let imported: ImportRecipeResult

  it('fetches the page once, stores a public imported recipe and answers what it found', async () => {
    const response = await importAs(alice, {
      url: fixtureUrl('/chicken-tikka-masala/?utm_source=newsletter'),
    })
    expect(response.statusCode, response.body).toBe(201)
    imported = response.json<ImportRecipeResult>()
    expect(imported.title).toBe('Easy Chicken Tikka Masala')
    expect(imported.parsedData).toEqual({
      ingredientsCount: 9,
      instructionsCount: 4,
      hasNutrition: true,
      tagsCount: 4,
    })
    expect(imported.source).toBe('json-ld')
    expect(imported.alreadyImported).toBe(false)
    expect(imported.summary).toMatch(/^Found the recipe/)
    const { recipe } = imported
    expect(recipe).toMatchObject({
      sourceType: 'imported',
      sourceUrl: fixtureUrl('/chicken-tikka-masala/'),
      siteName: '127.0.0.1',
      foodType: 'indian',
      servings: 4,
      prepTimeMinutes: 20,
      cookTimeMinutes: 40,
      // The page's image lives on another site, which is never answered to the browser (nor reachable here).
      imageUrl: null,
      isOwner: false,
      isSaved: true,
    })
    expect(recipe.allergens).toContain('milk')
    expect(fixtureHits.filter((path) => path.startsWith('/chicken-tikka-masala/'))).toHaveLength(1)
  })

  it('answers the same recipe, without fetching, when the address is imported again', async () => {
    const hitsBefore = fixtureHits.length
    const again = await importAs(bob, { url: fixtureUrl('/chicken-tikka-masala/#recipe') })
    expect(again.statusCode, again.body).toBe(200)
    const body = again.json<ImportRecipeResult>()
    expect(body.recipe.id).toBe(imported.recipe.id)
    expect(body.alreadyImported).toBe(true)
    expect(fixtureHits.length).toBe(hitsBefore)
  })

  it('answers the same recipe when another address leads to the same page', async () => {
    const viaShortLink = await importAs(alice, { url: fixtureUrl('/tikka-short-link') })
    expect(viaShortLink.statusCode, viaShortLink.body).toBe(200)
    expect(viaShortLink.json<ImportRecipeResult>().recipe.id).toBe(imported.recipe.id)
  })

  it("keys a page by its own canonical link on the same site, never by another site's", async () => {
    const alias = await importAs(alice, { url: fixtureUrl('/pancakes-alias') })
    expect(alias.statusCode, alias.body).toBe(201)
    const hitsBefore = fixtureHits.length
    const canonical = await importAs(bob, { url: fixtureUrl('/pancakes') })
    expect(canonical.statusCode, canonical.body).toBe(200)
    expect(canonical.json<ImportRecipeResult>().recipe.id).toBe(alias.json<ImportRecipeResult>().recipe.id)
    expect(fixtureHits.length).toBe(hitsBefore)
    // The tikka page claims https://spicetrail.example/…: importing that address must not answer our copy.
    const claimed = await t.database.db.query.recipes.findFirst({
      where: (recipes, { eq }) => eq(recipes.id, imported.recipe.id),
    })
    expect(claimed?.canonicalUrl).toBe(fixtureUrl('/chicken-tikka-masala/'))
  })

  it('shows imported recipes to every user in search and by id, with their source', async () => {
    const found = await bob.json<Recipe[]>('GET', '/api/recipes/search?q=tikka masala')
    const match = found.find((recipe) => recipe.id === imported.recipe.id)
    expect(match).toMatchObject({ sourceUrl: fixtureUrl('/chicken-tikka-masala/'), siteName: '127.0.0.1' })
    const byId = await bob.json<Recipe>('GET', `/api/recipes/${imported.recipe.id}`)
    expect(byId.title).toBe('Easy Chicken Tikka Masala')
  })

  it("lists the caller's imported recipes, newest first", async () => {
    const list = await alice.json<Recipe[]>('GET', '/api/recipes/imported')
    expect(list.map((recipe) => recipe.title)).toEqual([
      'Classic Buttermilk Pancakes',
      'Easy Chicken Tikka Masala',
    ])
  })
})

describe('import from pasted content', () => {
  it('parses pasted page source without fetching and keeps it private to the caller', async () => {
    const hitsBefore = fixtureHits.length
    const response = await importAs(alice, {
      html: readFixture('jsonld-yoast-graph.html'),
      url: fixtureUrl('/black-bean-chili'),
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json<ImportRecipeResult>()
    expect(body.title).toBe('Smoky Black Bean Chili')
    expect(body.recipe).toMatchObject({ sourceType: 'imported', isOwner: true, siteName: '127.0.0.1' })
    expect(fixtureHits.length).toBe(hitsBefore)
    expect((await bob.call('GET', `/api/recipes/${body.recipe.id}`)).statusCode).toBe(404)

    const again = await importAs(alice, { html: readFixture('jsonld-yoast-graph.html') })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json<ImportRecipeResult>().recipe.id).toBe(body.recipe.id)
  })

  it('parses pasted recipe text', async () => {
    const response = await importAs(bob, { text: readFixture('text-basic.txt') })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json<ImportRecipeResult>()
    expect(body).toMatchObject({
      title: 'Weeknight Fried Rice',
      source: 'text',
      parsedData: { ingredientsCount: 7, instructionsCount: 4, hasNutrition: false, tagsCount: 0 },
    })
    expect(body.recipe.servings).toBe(2)
    expect(body.recipe.allergens).toEqual(expect.arrayContaining(['eggs', 'soy']))
  })

  it('answers 422 with the summary when pasted text holds no recipe', async () => {
    await expectFailure(
      alice,
      { text: readFixture('text-no-recipe.txt') },
      422,
      /^No recipe found in that text/,
    )
  })
})

describe('import request rules', () => {
  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/recipes/import', payload: { url: 'x' } })
    expect(response.statusCode).toBe(401)
  })

  it('answers 400 naming the field unless exactly one source is given', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'url'],
      [{ url: '   ' }, 'url'],
      [{ html: '<p>x</p>', text: 'x' }, 'text'],
      [{ text: 'x', url: fixtureUrl('/x') }, 'url'],
      [{ url: 'not a web address' }, 'url'],
      [{ url: 'ftp://example.com/recipe' }, 'url'],
      [{ html: '<p>x</p>', url: 'javascript:alert(1)' }, 'url'],
    ]
    for (const [payload, field] of cases) {
      const response = await importAs(alice, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json<{ issues: Array<{ path: string }> }>().issues[0]?.path).toBe(field)
    }
  })

  it('answers 413 in words for a body over the limit', async () => {
    const response = await importAs(alice, { html: 'x'.repeat(10_600_000) })
    expect(response.statusCode).toBe(413)
    expect(response.json<{ message: string }>().message).toMatch(/^That page is too large/)
  })
})

describe('addresses the importer refuses (SSRF)', () => {
  it('refuses loopback, link-local and private addresses without connecting', async () => {
    const refused = [
      'http://127.0.0.1/',
      `http://127.0.0.1:${otherPort}/chicken-tikka-masala/`,
      `http://localhost:${fixturePort}/chicken-tikka-masala/`,
      `http://[::1]:${fixturePort}/chicken-tikka-masala/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://2130706433/',
    ]
    for (const url of refused) await expectFailure(alice, { url }, 400, 'That address is not allowed')
    expect(otherHits).toBe(0)
  })

  it('refuses a redirect from the allowed fixture host to another loopback port', async () => {
    await expectFailure(alice, { url: fixtureUrl('/to-other-port') }, 400, 'That address is not allowed')
    expect(otherHits).toBe(0)
  })
})

describe('pages the importer cannot use', () => {
  it('says the site refused and suggests pasting the page', async () => {
    const body = await expectFailure(
      alice,
      { url: fixtureUrl('/forbidden') },
      502,
      'The site refused our request (403): paste the page instead',
    )
    expect(body.code).toBe('UPSTREAM_FAILED')
  })

  it('says the page is too large', async () => {
    await expectFailure(alice, { url: fixtureUrl('/huge') }, 502, 'That page is too large')
  })

  it('says the site did not answer in time when the body never ends', async () => {
    const body = await expectFailure(
      alice,
      { url: fixtureUrl('/slow') },
      504,
      'The site did not answer in time',
    )
    expect(body.code).toBe('UPSTREAM_TIMEOUT')
  })

  it('answers 422 when the page has no recipe', async () => {
    await expectFailure(alice, { url: fixtureUrl('/article') }, 422, /^No recipe found on that page/)
  })

  it('answers 422 with the summary when the page has ingredients but no steps', async () => {
    await expectFailure(alice, { url: fixtureUrl('/punch') }, 422, /^Found the ingredients but no steps/)
  })

  it('stored nothing for any failed import', async () => {
    const list = await alice.json<Recipe[]>('GET', '/api/recipes/imported')
    expect(list.map((recipe) => recipe.title).sort()).toEqual([
      'Classic Buttermilk Pancakes',
      'Easy Chicken Tikka Masala',
      'Smoky Black Bean Chili',
    ])
  })
})

describe("an import's summary in the language of the person importing", () => {
  let dana: TestUser
  beforeAll(async () => {
    dana = await signUp(t, 'Dana')
    await dana.json('PUT', '/api/user/language', { language: 'es' })
  })

  it('says in Spanish what it found, where, and that a second paste is already in their recipes', async () => {
    const text = readFixture('text-basic.txt')
    const first = await importAs(dana, { text })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json<ImportRecipeResult>().summary).toBe(
      'Hemos encontrado la receta («Weeknight Fried Rice», 7 ingredientes, 4 pasos) en el texto pegado.',
    )
    const again = await importAs(dana, { text })
    expect(again.json<ImportRecipeResult>().summary).toBe('Ya está en tus recetas: «Weeknight Fried Rice».')
  })

  it('says in Spanish that a page is already in the recipe database, keeping its title as written', async () => {
    const response = await importAs(dana, { url: fixtureUrl('/chicken-tikka-masala/') })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<ImportRecipeResult>().summary).toBe(
      'Ya está en la base de recetas: «Easy Chicken Tikka Masala».',
    )
  })

  it('says in Spanish how much of a longer recipe it kept', async () => {
    const many = RECIPE_LIMITS.ingredientsMax + 5
    const lines = Array.from({ length: many }, (_, index) => `- ${index + 1} g spice number ${index + 1}`)
    const text = `Spice Cabinet Stew\n\nIngredients\n${lines.join('\n')}\n\nMethod\n1. Stir it all together.\n`
    const response = await importAs(dana, { text })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<ImportRecipeResult>().summary).toBe(
      `Hemos encontrado la receta («Spice Cabinet Stew», ${RECIPE_LIMITS.ingredientsMax} ingredientes, 1 paso) en el texto pegado. ` +
        `Se han guardado los primeros ${RECIPE_LIMITS.ingredientsMax} de ${many} ingredientes.`,
    )
  })

  it('says in Spanish what a page without steps is missing', async () => {
    await expectFailure(
      dana,
      { url: fixtureUrl('/punch') },
      422,
      'Hemos encontrado los ingredientes, pero no los pasos. Añade los pasos tú o pégalos.',
    )
  })
})

describe('import rate limit', () => {
  it('refuses the 31st import in 10 minutes with 429', async () => {
    const carol = await signUp(t, 'Carol')
    const text = readFixture('text-basic.txt')
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await importAs(carol, { text })
      expect(response.statusCode, response.body).toBeLessThan(300)
    }
    const refused = await importAs(carol, { text })
    expect(refused.statusCode).toBe(429)
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many recipe imports/)
  })
})
