/// <reference lib="dom" />
import { expect, test } from '@playwright/test'
import { createGroupFromDashboard, groupCard, newAccount, registerThroughLanding } from './helpers'

declare global {
  interface Window {
    sharedInvites?: ShareData[]
  }
}

test('on a phone with a share sheet, an invite opens it with the link and the code, from the card and the group page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true })
  // Desktop Chromium has no share sheet: this one records what a phone's would receive.
  await context.addInitScript(() => {
    window.sharedInvites = []
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        window.sharedInvites?.push(data)
        return Promise.resolve()
      },
    })
  })
  const page = await context.newPage()
  await registerThroughLanding(page, newAccount('Noor'))
  const groupName = `Noor's Table ${Date.now().toString(36)}`
  const code = await createGroupFromDashboard(page, groupName)
  const link = new URL(`/join/${code}`, page.url()).href

  const card = groupCard(page, groupName)
  await expect(card.getByRole('button', { name: 'Copy invite link' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Share invite link' }).tap()
  const fromCard = await page.evaluate(() => window.sharedInvites ?? [])
  expect(fromCard).toHaveLength(1)
  expect(fromCard[0]?.url).toBe(link)
  expect(fromCard[0]?.text).toContain(code)

  await card.getByRole('link', { name: /Manage/ }).tap()
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible()
  // The app moved on without a reload, so the record is cleared by hand.
  await page.evaluate(() => (window.sharedInvites = []))
  await page.getByRole('button', { name: 'Share invite link' }).tap()
  const fromPage = await page.evaluate(() => window.sharedInvites ?? [])
  expect(fromPage).toHaveLength(1)
  expect(fromPage[0]).toMatchObject({ url: link })
  expect(fromPage[0]?.text).toContain(code)
  await context.close()
})
