import { expect, test, type Page } from '@playwright/test'
import {
  latestMailTo,
  linkPath,
  newAccount,
  registerThroughLanding,
  signInThroughHeader,
  signOut,
  type Account,
} from './helpers'

const expectSignInRefused = async (page: Page, account: Pick<Account, 'email' | 'password'>) => {
  await signInThroughHeader(page, account)
  await expect(page.getByText('Invalid email or password').first()).toBeVisible()
}

test('a forgotten password is reset through the mailed link, and the old one stops working', async ({
  page,
}) => {
  const account = newAccount('Marta')
  await registerThroughLanding(page, account)
  await signOut(page)

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveTitle(/Forgot your password/)
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account uses that email')

  await expect.poll(() => latestMailTo(account.email).subject).toMatch(/new Forkcast password/)
  await page.goto(linkPath(latestMailTo(account.email).text, 'reset-password'))
  await page.getByLabel('New password', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText(/one of the most common/)).toBeVisible()

  const newPassword = 'quiet harbour lemon tree'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()

  await expectSignInRefused(page, account)
  await signInThroughHeader(page, { email: account.email, password: newPassword })
  await expect(page.getByRole('heading', { name: /Welcome back, Marta/ })).toBeVisible()
})

test('a deleted account can no longer sign in', async ({ page }) => {
  const account = newAccount('Jonas')
  await registerThroughLanding(page, account)
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Account & Security' }).click()
  await expect(page.getByRole('heading', { name: 'Account & security' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Signed-in devices' })).toContainText('This device')

  await page.getByRole('button', { name: 'Delete account…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Password').fill('not my password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('That password is not right')).toBeVisible()

  await dialog.getByLabel('Password').fill(account.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account was deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The Ultimate Dinner Decision App' })).toBeVisible()
  await expectSignInRefused(page, account)
})
