import { expect, type Page } from '@playwright/test'

let counter = 0

export const uniqueEmail = (name: string) => {
  counter += 1
  return `${name.toLowerCase()}.${Date.now().toString(36)}${counter}@example.com`
}

export interface Account {
  email: string
  password: string
  firstName: string
}

export const newAccount = (firstName: string): Account => ({
  email: uniqueEmail(firstName),
  password: 'dinner-together-1',
  firstName,
})

/** Registers through the landing page form and waits for the signed-in home. */
export async function registerThroughLanding(page: Page, account: Account) {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('First name').fill(account.firstName)
  await form.getByLabel('Phone number').fill('555-0100')
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Try The Ultimate Dinner Decision App' }).click()
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome.*${account.firstName}`) })).toBeVisible()
}

export async function signInThroughHeader(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'The Ultimate Dinner Decision App' })).toBeVisible()
}
