import { expect, test } from '@playwright/test'
import { newAccount, registerThroughLanding, signInThroughHeader, signOut } from './helpers'

test('a visitor registers, reaches home, signs out and signs in again', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'The Ultimate Dinner Decision App' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('landing.png'), fullPage: true })
  await testInfo.attach('landing', { path: testInfo.outputPath('landing.png'), contentType: 'image/png' })

  const account = newAccount('Priya')
  await registerThroughLanding(page, account)
  await expect(page.getByText('Account Created Successfully')).toBeVisible()

  await signOut(page)
  await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0)

  await signInThroughHeader(page, account)
  await expect(page.getByRole('heading', { name: 'Welcome back, Priya!' })).toBeVisible()
  await expect(page.getByText('Welcome Back!')).toBeVisible()
})

test('registering an existing email opens Welcome Back! and signs in with the password', async ({ page }) => {
  const account = newAccount('Tomas')
  await registerThroughLanding(page, account)
  await signOut(page)

  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('First name').fill('Tomas')
  await form.getByLabel('Phone number').fill('555-0199')
  await form.getByLabel('Password').fill('some other password')
  await form.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }).click()

  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Password').fill(account.password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
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
