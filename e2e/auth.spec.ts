import { expect, test } from '@playwright/test'
import {
  latestMailTo,
  newAccount,
  registerThroughLanding,
  signInThroughHeader,
  signOut,
  submitRegistration,
} from './helpers'

test('a visitor registers, reaches home, signs out and signs in again', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'The Ultimate Dinner Decision App' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('landing.png'), fullPage: true })
  await testInfo.attach('landing', { path: testInfo.outputPath('landing.png'), contentType: 'image/png' })

  const account = newAccount('Priya')
  await registerThroughLanding(page, account)
  await expect(page.getByText('Account Created Successfully')).toBeVisible()

  await signOut(page)
  // Nothing of the person is left; the router's scroll positions (by history entry) hold nothing about them.
  await expect(
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key !== 'react-router-scroll-positions')),
  ).resolves.toEqual([])

  await signInThroughHeader(page, account)
  await expect(page.getByRole('heading', { name: 'Welcome back, Priya!' })).toBeVisible()
  await expect(page.getByText('Welcome Back!')).toBeVisible()
})

test('registering an existing email answers like a new one, and only the owner hears of it by mail', async ({
  page,
}) => {
  const account = newAccount('Tomas')
  await registerThroughLanding(page, account)
  await signOut(page)

  await submitRegistration(page, { ...account, firstName: 'Mallory', password: 'some other pass phrase' })
  const notice = page.getByRole('status', { name: 'Check your email' })
  await expect(notice).toContainText(`We sent a link to ${account.email.toLowerCase()}`)
  // Nobody was signed in, and the owner gets a notice instead of a link.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
  const mail = latestMailTo(account.email.toLowerCase())
  expect(mail.subject).toBe('Someone tried to create a Forkcast account with your email')
  expect(mail.text).not.toContain('verify-email')

  await signInThroughHeader(page, account)
  await expect(page.getByRole('heading', { name: 'Welcome back, Tomas!' })).toBeVisible()
})

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  await signInThroughHeader(page, { email: 'nobody@example.com', password: 'not the password' })
  await expect(page.getByText('Login Failed')).toBeVisible()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
})

test('signed-out visitors see Page Not Found off the landing page; signed-in users see their home', async ({
  page,
}) => {
  await page.goto('/account-dashboard')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  const account = newAccount('Lena')
  await registerThroughLanding(page, account)
  await page.goto('/account-dashboard')
  // A new account is welcomed; 'Welcome back' is for later visits.
  await expect(page.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible()
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('the landing page works at phone width with a registered service worker', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(scope).toMatch(/\/sw\.js$/)
  await context.close()
})
