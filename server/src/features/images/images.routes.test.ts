import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecipePhoto } from '@forkcast/contract/images.schemas'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { images } from '../../db/schema'
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3'
import { startTestApp, type TestApp } from '../../testing/test-app'
import { customRecipe, signUp, type TestUser } from '../../testing/recipe-test-app'
import {
  HEIC_PHOTO,
  hasGpsPointer,
  jpegWithLocation,
  largeJpeg,
  pngPhoto,
  webpPhoto,
} from '../../testing/photos'

const putPhoto = (t: TestApp, user: TestUser | null, recipeId: number, body: Buffer | string, type: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/recipes/${recipeId}/photo`,
    headers: { 'content-type': type, ...(user ? { cookie: user.cookie } : {}) },
    payload: body,
  })

const getImage = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

const createRecipe = async (user: TestUser, title = 'Sunday sauce') =>
  (await user.json<Recipe>('POST', '/api/recipes/custom', customRecipe({ title }), 201)).id

const uploadOk = async (t: TestApp, user: TestUser, recipeId: number, body: Buffer, type: string) => {
  const response = await putPhoto(t, user, recipeId, body, type)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<RecipePhoto>()
}

describe('recipe photos stored in the database', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let recipeId: number

  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '100000' } })
    alice = await signUp(t, 'Alice')
    bob = await signUp(t, 'Bob')
    recipeId = await createRecipe(alice)
  })
  afterAll(() => t.close())

  it('turns a camera JPEG into an upright WebP with no EXIF, so the GPS location is gone', async () => {
    const original = await jpegWithLocation()
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true)

    const photo = await uploadOk(t, alice, recipeId, original, 'image/jpeg')
    expect(photo.imageUrl).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}$/)
    expect(photo).toMatchObject({ width: 40, height: 80 })

    const served = await getImage(t, photo.imageUrl)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 40, height: 80 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(served.rawPayload.includes('Our kitchen')).toBe(false)
  })

  it('shows the photo on the recipe, from our own origin, and keeps it when the recipe is edited', async () => {
    const photo = await uploadOk(t, alice, recipeId, await pngPhoto(), 'image/png')
    expect((await alice.json<Recipe>('GET', `/api/recipes/${recipeId}`)).imageUrl).toBe(photo.imageUrl)
    const edited = await alice.json<Recipe>(
      'PUT',
      `/api/recipes/${recipeId}`,
      customRecipe({ title: 'Renamed' }),
    )
    expect(edited.title).toBe('Renamed')
    expect(edited.imageUrl).toBe(photo.imageUrl)
  })

  it('accepts PNG and WebP, and fits large photos inside 1600 pixels', async () => {
    const png = await uploadOk(t, alice, recipeId, await pngPhoto(120, 90), 'image/png')
    expect(png).toMatchObject({ width: 120, height: 90 })
    const webp = await uploadOk(t, alice, recipeId, await webpPhoto(90, 120), 'image/webp')
    expect(webp).toMatchObject({ width: 90, height: 120 })
    const large = await uploadOk(t, alice, recipeId, await largeJpeg(), 'image/jpeg')
    expect(large).toMatchObject({ width: 1600, height: 1200 })
  })

  it('reads an iPhone HEIC photo (HEVC) and stores it as WebP', async () => {
    const photo = await uploadOk(t, alice, recipeId, HEIC_PHOTO, 'image/heic')
    expect(photo).toMatchObject({ width: 64, height: 48 })
    const served = await getImage(t, photo.imageUrl)
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
  })

  it('refuses a photo over 10 MB with 413 and a sentence, storing nothing', async () => {
    const before = (await t.database.db.select({ id: images.id }).from(images)).length
    const response = await putPhoto(t, alice, recipeId, Buffer.alloc(11 * 1024 * 1024, 1), 'image/jpeg')
    expect(response.statusCode).toBe(413)
    expect(response.json<{ message: string }>().message).toMatch(/larger than 10 MB/)
    expect((await t.database.db.select({ id: images.id }).from(images)).length).toBe(before)
  })

  it('answers 400 "That file is not a photo we can read" for a text file sent as a JPEG', async () => {
    const response = await putPhoto(t, alice, recipeId, 'just some words, not a photo', 'image/jpeg')
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toBe('That file is not a photo we can read')
  })

  it('refuses formats other than photos (an SVG or GIF labelled as a photo) with 400', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    expect((await putPhoto(t, alice, recipeId, svg, 'image/png')).statusCode).toBe(400)
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer()
    expect((await putPhoto(t, alice, recipeId, gif, 'image/jpeg')).statusCode).toBe(400)
  })

  it('answers 415 naming the photo types for a body that is not declared as a photo', async () => {
    const response = await putPhoto(t, alice, recipeId, await pngPhoto(), 'text/plain')
    expect(response.statusCode).toBe(415)
    expect(response.json<{ message: string }>().message).toBe('Choose a JPEG, PNG, WebP or HEIC photo.')
  })

  it('answers 404 to someone who does not own the recipe, and to a catalog recipe, and needs a session', async () => {
    const photo = await pngPhoto()
    expect((await putPhoto(t, bob, recipeId, photo, 'image/png')).statusCode).toBe(404)
    expect((await bob.call('DELETE', `/api/recipes/${recipeId}/photo`)).statusCode).toBe(404)
    expect((await putPhoto(t, null, recipeId, photo, 'image/png')).statusCode).toBe(401)
    expect((await putPhoto(t, alice, 2147483000, photo, 'image/png')).statusCode).toBe(404)
  })

  it('serves images with long immutable caching, the SHA-256 as ETag, and 304 when unchanged', async () => {
    const photo = await uploadOk(t, alice, recipeId, await pngPhoto(100, 100), 'image/png')
    const served = await getImage(t, photo.imageUrl)
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const etag = String(served.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/)
    const again = await getImage(t, photo.imageUrl, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('answers 404 for an unknown image id and 400 for something that is not an image id', async () => {
    expect((await getImage(t, '/api/images/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
    expect((await getImage(t, '/api/images/1')).statusCode).toBe(400)
  })

  it('stores one copy of the same photo, and deletes it only when no recipe shows it any more', async () => {
    const other = await createRecipe(alice, 'Second dish')
    const bytes = await pngPhoto(77, 77)
    const first = await uploadOk(t, alice, recipeId, bytes, 'image/png')
    const second = await uploadOk(t, alice, other, bytes, 'image/png')
    expect(second.imageUrl).toBe(first.imageUrl)

    expect((await alice.call('DELETE', `/api/recipes/${other}/photo`)).statusCode).toBe(200)
    expect((await alice.json<Recipe>('GET', `/api/recipes/${other}`)).imageUrl).toBeNull()
    expect((await getImage(t, first.imageUrl)).statusCode).toBe(200)

    expect((await alice.call('DELETE', `/api/recipes/${recipeId}/photo`)).statusCode).toBe(200)
    expect((await alice.json<Recipe>('GET', `/api/recipes/${recipeId}`)).imageUrl).toBeNull()
    expect((await getImage(t, first.imageUrl)).statusCode).toBe(404)
  })

  it('stops serving a photo once its recipe is deleted', async () => {
    const dish = await createRecipe(alice, 'Short-lived dish')
    const photo = await uploadOk(t, alice, dish, await pngPhoto(31, 29), 'image/png')
    expect((await getImage(t, photo.imageUrl)).statusCode).toBe(200)
    expect((await alice.call('DELETE', `/api/recipes/${dish}`)).statusCode).toBeLessThan(300)
    expect((await getImage(t, photo.imageUrl)).statusCode).toBe(404)
  })

  it('refuses the 61st photo upload in 10 minutes with 429 and a sentence', async () => {
    const carol = await signUp(t, 'Carol')
    const carolsRecipe = await createRecipe(carol)
    const small = await pngPhoto(8, 8)
    for (let upload = 1; upload <= 60; upload++) await uploadOk(t, carol, carolsRecipe, small, 'image/png')
    const refused = await putPhoto(t, carol, carolsRecipe, small, 'image/png')
    expect(refused.statusCode).toBe(429)
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many photo uploads/)
  })

  it('deletes the replaced photo when a new one is uploaded', async () => {
    const old = await uploadOk(t, alice, recipeId, await pngPhoto(31, 31), 'image/png')
    await uploadOk(t, alice, recipeId, await pngPhoto(32, 32), 'image/png')
    expect((await getImage(t, old.imageUrl)).statusCode).toBe(404)
  })
})

describe('recipe photos stored in S3-compatible storage', () => {
  let s3: FakeS3
  let t: TestApp
  let alice: TestUser

  beforeAll(async () => {
    s3 = await startFakeS3()
    t = await startTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_IP: '100000',
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_REGION: 'eu-west-1',
      },
    })
    alice = await signUp(t, 'Alice')
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('puts the WebP in the bucket with a signed request, keeps no bytes in the database, and serves it', async () => {
    const recipeId = await createRecipe(alice)
    const photo = await uploadOk(t, alice, recipeId, await jpegWithLocation(), 'image/jpeg')
    const id = photo.imageUrl.split('/').at(-1) ?? ''
    expect(s3.objects.get(id)?.contentType).toBe('image/webp')
    const [row] = await t.database.db.select().from(images)
    expect(row).toMatchObject({ id, storage: 's3', bytes: null })

    const served = await getImage(t, photo.imageUrl)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(s3.objects.get(id)?.body ?? Buffer.alloc(0))).toBe(true)
    expect(s3.requests.length).toBeGreaterThanOrEqual(2)
    expect(s3.requests.every((request) => request.signed)).toBe(true)

    expect((await alice.call('DELETE', `/api/recipes/${recipeId}/photo`)).statusCode).toBe(200)
    expect(s3.objects.has(id)).toBe(false)
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', key: id, signed: true })
  })
})
