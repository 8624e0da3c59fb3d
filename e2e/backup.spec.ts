import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  finishOnboardingThroughApi,
  newAccount,
  registerThroughApi,
  skipInstallBannerAndTours,
  skipLocationPrompt,
} from './helpers'

test('a group owner downloads a backup of the family from account settings', async ({ page }) => {
  const account = newAccount('Beatriz')
  await skipLocationPrompt(page)
  await skipInstallBannerAndTours(page)
  await registerThroughApi(page, account)
  await finishOnboardingThroughApi(page)
  const created = await page.request.post('/api/family-groups', { data: { name: 'The Souzas' } })
  expect(created.ok()).toBe(true)

  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Back up' })
  await expect(section.getByText(/npm run restore/)).toBeVisible()
  await expect(section.getByRole('link', { name: /whole instance/ })).toHaveCount(0)
  const downloading = page.waitForEvent('download')
  await section.getByRole('link', { name: 'Download a backup of The Souzas' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^forkcast-household-\d{4}-\d\d-\d\d\.zip$/)
  // A zip starts with "PK".
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK')
})
