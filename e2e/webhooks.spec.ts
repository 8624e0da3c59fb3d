import { expect, test } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
} from './helpers'

test('a group owner adds a webhook, sees its secret once, reads why a test event did not arrive, and deletes it', async ({
  page,
}) => {
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, newAccount('Ines'))
  await finishOnboardingThroughApi(page)
  const group = await (await page.request.post('/api/family-groups', { data: { name: 'The Silvas' } })).json()

  await page.goto(`/family/${group.id}`)
  const card = page.getByRole('region', { name: 'Webhooks' })
  await expect(card.getByText('No webhooks yet.')).toBeVisible()
  // A private address is refused beside the field, before anything is stored.
  await card.getByLabel('Send events to').fill('https://192.168.1.20/hooks')
  await card.getByRole('button', { name: 'Add webhook' }).click()
  await expect(card.getByText(/points to a private network/)).toBeVisible()

  // A public-looking address: this sandbox cannot resolve it, which the log must say in words.
  const address = 'https://hooks.silva-family.example/forkcast'
  await card.getByLabel('Send events to').fill(address)
  await card.getByRole('checkbox', { name: 'The shopping list changes' }).uncheck()
  await card.getByRole('button', { name: 'Add webhook' }).click()
  const secret = card.getByRole('textbox', { name: 'Signing secret' })
  await expect(secret).toHaveValue(/^whsec_/)
  await expect(card.getByText(/we show it only once/)).toBeVisible()
  await card.getByRole('button', { name: 'Done' }).click()
  await expect(secret).toBeHidden()

  const webhooks = card.getByRole('list', { name: 'Webhooks' })
  await expect(webhooks.getByText(address)).toBeVisible()
  await expect(webhooks.getByText('A decision is made · The week’s plan changes')).toBeVisible()
  await card.getByRole('button', { name: 'Send a test event' }).click()
  const log = card.getByRole('list', { name: 'Deliveries' })
  await expect(log.getByRole('listitem').first()).toContainText('Test event')
  await expect(log.getByRole('listitem').first()).toContainText('Retrying (attempt 2)')
  await expect(log.getByRole('listitem').first()).toContainText('its name was not found')

  await card.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this webhook?' })
  await dialog.getByRole('button', { name: 'Delete webhook' }).click()
  await expect(card.getByText('No webhooks yet.')).toBeVisible()
})
