import { expect, test, type Page } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
  signOut,
} from './helpers'

// WebAuthn names a site by its host, never an IP address: this journey opens the app at localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` })

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey that always says yes. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return { credentials }
}

test('a passkey offered after signing in is created, signs in with one tap, and stops working once removed', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page)
  const account = newAccount('Paz')
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, account)
  await finishOnboardingThroughApi(page)

  // Offered on the home page after signing in with a password.
  await page.goto('/')
  const offer = page.getByRole('region', { name: 'Sign in with one tap next time' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Create a passkey' }).click()
  await offer.getByLabel('Passkey name').fill('Kitchen tablet')
  await offer.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(page.getByText('Passkey created')).toBeVisible()
  await expect(offer).toBeHidden()
  expect(await authenticator.credentials()).toHaveLength(1)

  // Listed, by name, in Account & Security.
  await page.goto('/account')
  const list = page.getByRole('list', { name: 'Your passkeys' })
  await expect(list.getByText('Kitchen tablet')).toBeVisible()

  // One tap on the landing page signs in: no email, no password.
  await page.goto('/')
  await signOut(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).first().click()
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome.*${account.firstName}`) })).toBeVisible()
  await expect(page.getByText('Welcome Back!')).toBeVisible()

  // Removed, it no longer signs in, and the person is told how to get back in.
  await page.goto('/account')
  await list.getByRole('button', { name: 'Remove Kitchen tablet' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove passkey' }).click()
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible()
  await page.goto('/')
  await signOut(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).first().click()
  await expect(page.getByText('Forkcast does not know this passkey', { exact: false })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Sign in' }).first()).toBeVisible()
})
