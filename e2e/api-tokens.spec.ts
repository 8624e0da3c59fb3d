import { expect, request as playwrightRequest, test } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
} from './helpers'

test('a read token made in account settings lets a script read the account until it is revoked', async ({
  page,
  context,
  baseURL,
}) => {
  const account = newAccount('Ines')
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, account)
  await finishOnboardingThroughApi(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  await page.goto('/account')
  const section = page.getByRole('region', { name: 'API tokens' })
  await expect(section.getByText('You have no API tokens yet.')).toBeVisible()
  await section.getByLabel('Token name').fill('Fridge display')
  await expect(section.getByRole('radio', { name: /Read only/ })).toBeChecked()
  await section.getByRole('button', { name: 'Create token' }).click()
  await expect(section.getByText(/it will not be shown again/)).toBeVisible()
  await section.getByRole('button', { name: 'Copy token' }).click()
  const token = await page.evaluate(() => navigator.clipboard.readText())
  expect(token).toMatch(/^fct_/)
  await expect(section.getByLabel('Your new token')).toHaveValue(token)

  // A script: its own request context, no cookies, only the token.
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  })
  const me = await script.get('/api/auth/user')
  expect(me.status()).toBe(200)
  expect((await me.json()).email).toBe(account.email.toLowerCase())
  expect((await script.post('/api/family-groups', { data: { name: 'Sneaky' } })).status()).toBe(403)

  await section.getByRole('button', { name: 'I have copied it' }).click()
  await page.reload()
  await expect(section.getByRole('listitem').filter({ hasText: 'Fridge display' })).toContainText('Last used')
  await section.getByRole('button', { name: 'Revoke Fridge display' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click()
  await expect(section.getByText('You have no API tokens yet.')).toBeVisible()

  const after = await script.get('/api/auth/user')
  expect(after.status()).toBe(401)
  expect((await after.json()).message).toMatch(/token is not valid/)
  await script.dispose()
})
