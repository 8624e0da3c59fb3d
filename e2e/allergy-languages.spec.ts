import { expect, test, type Page } from '@playwright/test'
import { newAccount, registerThroughLanding } from './helpers'

// A Turkish recipe page written for this journey: no allergen lexicon reads Turkish.
const TURKISH_PAGE = `<!doctype html><html lang="tr"><head><title>Bademli kek</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Bademli kek',
  inLanguage: 'tr-TR',
  recipeIngredient: ['200 gr tereyağı', '1 su bardağı süt', '1 su bardağı çekilmiş badem', '2 su bardağı un'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Tereyağı ve şekeri çırpın, sütü ve bademi ekleyin.' },
    { '@type': 'HowToStep', text: 'Unu ekleyip karıştırın ve fırında 40 dakika kadar pişirin.' },
  ],
})}</script></head><body><h1>Bademli kek</h1></body></html>`

const searchIds = async (page: Page, q: string) => {
  const response = await page.request.get(`/api/recipes/search?q=${encodeURIComponent(q)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Array<{ id: number }>).map((recipe) => recipe.id)
}

test('an owner imports a Turkish recipe, sees it is not checked for allergens, and confirms them', async ({
  page,
}) => {
  await registerThroughLanding(page, newAccount('Ayla'))
  const allergies = await page.request.put('/api/user/allergies', {
    data: { allergies: ['Peanuts'], sensitivities: [] },
  })
  expect(allergies.ok()).toBe(true)

  await page.goto('/recipe-import')
  await page.getByLabel('Recipe URL').fill('https://mutfak.example/bademli-kek/')
  await page.getByRole('button', { name: 'Paste the page instead' }).click()
  await page.getByLabel('Page source or recipe text').fill(TURKISH_PAGE)
  await page.getByRole('button', { name: 'Import Pasted Recipe' }).click()
  await expect(page.getByText('Recipe Imported!')).toBeVisible()
  await page
    .getByRole('list', { name: 'Imported recipes' })
    .getByRole('link', { name: 'Bademli kek' })
    .click()
  await expect(page).toHaveURL(/\/recipe\/\d+$/)
  const recipeId = Number(/\/recipe\/(\d+)$/.exec(page.url())?.[1])

  // Held back from anyone with an allergy, the owner included, and the page says why.
  const notice = page.getByRole('region', { name: 'Allergens not checked in Turkish' })
  await expect(notice).toBeVisible()
  await expect(notice.getByText(/kept from everyone with an allergy until you confirm/)).toBeVisible()
  expect(await searchIds(page, 'bademli kek')).not.toContain(recipeId)
  await page.screenshot({ path: 'test-results/allergy-languages-not-checked.png', fullPage: true })

  await notice.getByRole('checkbox', { name: 'Milk' }).check()
  await notice.getByRole('checkbox', { name: 'Tree nuts' }).check()
  await notice.getByRole('checkbox', { name: 'Wheat' }).check()
  await notice.getByRole('button', { name: 'Confirm these allergens' }).click()

  await expect(
    page.getByText('Allergens confirmed by hand: Milk, Tree nuts, Wheat.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Allergens not checked in Turkish' })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/allergy-languages-confirmed.png', fullPage: true })
  // Peanuts are not among what the owner confirmed, so it reaches her now.
  expect(await searchIds(page, 'bademli kek')).toContain(recipeId)
})
