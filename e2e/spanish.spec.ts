import { expect, test, type Browser, type Page } from '@playwright/test'
import { latestMailTo, newAccount, type Account } from './helpers'

/**
 * A family whose browsers speak Spanish: from the landing page to tonight's answer, every word on the way in
 * Spanish (decision 056), the mailed link in Spanish, and the choice kept with each account.
 */
async function arrive(browser: Browser, firstName: string, viewport: { width: number; height: number }) {
  // An address without accents ("maria…@example.com"); the name as the person writes it.
  const account = { ...newAccount(firstName.normalize('NFD').replace(/\p{M}/gu, '')), firstName }
  const context = await browser.newContext({ viewport, locale: 'es-ES' })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Not about installing or tours: settled as someone who already answered them.
  await context.addInitScript(() => {
    localStorage.setItem('pwa-prompt-dismissed', 'true')
    localStorage.setItem(
      'forkcast-completed-tours',
      JSON.stringify(['dashboard', 'elimination', 'restaurants']),
    )
  })
  return { context, page: await context.newPage(), account }
}

async function signUp(page: Page, account: Account) {
  const form = page.getByRole('form', { name: 'Crea tu cuenta' })
  await form.getByLabel('Correo electrónico').fill(account.email)
  await form.getByLabel('Nombre').fill(account.firstName)
  await form.getByLabel('Teléfono').fill('555-0100')
  await form.getByLabel('Contraseña').fill(account.password)
  await form.getByRole('button', { name: 'Prueba la app definitiva para decidir qué cenar' }).click()
  await expect(page.getByRole('status', { name: 'Revisa tu correo' })).toBeVisible()
  const mail = latestMailTo(account.email.toLowerCase())
  expect(mail.subject).toBe('Confirma tu correo para terminar de crear tu cuenta de Forkcast')
  expect(mail.text).toContain(`Hola, ${account.firstName}:`)
  const link = /\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
}

async function onboard(page: Page, group: { name?: string; inviteCode?: string }) {
  await expect(page.getByText(/Paso 1 de \d/)).toBeVisible()
  while (!(await page.getByRole('button', { name: 'Terminar' }).isVisible()))
    await page.getByRole('button', { name: 'Continuar' }).click()
  if (group.name) await page.getByLabel('Nombre del grupo').fill(group.name)
  if (group.inviteCode) await page.getByLabel('Código de invitación').fill(group.inviteCode)
  await page.getByRole('button', { name: 'Terminar' }).click()
}

test('a Spanish-speaking family decides tonight’s dinner with every word in Spanish', async ({ browser }) => {
  test.setTimeout(150_000)
  const maria = await arrive(browser, 'María', { width: 1280, height: 800 })
  const carlos = await arrive(browser, 'Carlos', { width: 390, height: 844 })
  const groupName = `Los García ${Date.now().toString(36)}`

  await maria.page.goto('/')
  await expect(maria.page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(maria.page).toHaveTitle(/Forkcast/)
  await signUp(maria.page, maria.account)
  await onboard(maria.page, { name: groupName })
  const card = maria.page.getByRole('group', { name: groupName })
  await expect(card.getByRole('button', { name: 'Decidir qué comer' })).toBeVisible()
  const inviteCode = (await card.getByTestId('invite-code').textContent()) ?? ''

  await carlos.page.goto('/')
  await signUp(carlos.page, carlos.account)
  await onboard(carlos.page, { inviteCode })
  await expect(carlos.page.getByRole('group', { name: groupName })).toBeVisible()

  // Each account keeps the language its browser showed, for its mail and its other devices.
  const stored = await (await carlos.page.request.get('/api/auth/user')).json()
  expect(stored.language).toBe('es')

  await card.getByRole('button', { name: 'Decidir qué comer' }).click()
  await expect(maria.page.getByText('En directo', { exact: true })).toBeVisible()
  const notice = carlos.page.getByRole('status', { name: 'Invitación a decidir' })
  await expect(notice).toContainText('María ha abierto la votación de la cena de hoy')
  await notice.getByRole('button', { name: 'Unirme' }).click()
  await expect(carlos.page.getByText('En directo', { exact: true })).toBeVisible()

  // The cuisines are named in Spanish; a vote is a Spanish button.
  for (const member of [maria, carlos])
    await member.page
      .getByRole('listitem', { name: 'Tailandesa', exact: true })
      .getByRole('button', { name: 'Elegir' })
      .click()
  for (const member of [maria, carlos])
    await expect(member.page.getByRole('heading', { name: 'Tailandesa', exact: true })).toBeVisible()

  // The recipe side speaks Spanish too.
  await carlos.page.goto('/recipes')
  await expect(carlos.page).toHaveTitle('Recetas · Forkcast')
  await expect(carlos.page.getByRole('heading', { name: 'Recetas', level: 1 })).toBeVisible()

  // An imported recipe keeps its own words; what the importer says about it is in Spanish.
  await carlos.page.goto('/recipe-import')
  await carlos.page.getByRole('button', { name: 'Pegar la página' }).click()
  await carlos.page
    .getByLabel('Código fuente de la página o texto de la receta')
    .fill(
      'Weeknight Fried Rice\n\nIngredients\n- 2 eggs\n- 3 cups cooked rice\n- 2 tablespoons soy sauce\n\n' +
        'Method\n1. Scramble the eggs.\n2. Fry the rice with the eggs and soy sauce.\n',
    )
  await carlos.page.getByRole('button', { name: 'Importar receta pegada' }).click()
  const imported = carlos.page.getByRole('status', { name: 'Resultado de la importación' })
  await expect(
    imported.getByText(
      'Hemos encontrado la receta («Weeknight Fried Rice», 3 ingredientes, 2 pasos) en el texto pegado.',
    ),
  ).toBeVisible()

  // A refusal from the server is in Spanish too.
  const refused = await maria.page.request.put('/api/user/language', { data: { language: 'fr' } })
  expect((await refused.json()).issues[0].message).toBe('Elige uno de los idiomas en los que está Forkcast')

  // Settings say which language, and English is one choice away.
  await maria.page.goto('/')
  await maria.page.getByRole('button', { name: 'Ajustes' }).click()
  await expect(maria.page.getByLabel('Idioma')).toHaveValue('es')
  await maria.page.getByLabel('Idioma').selectOption('en')
  await expect(maria.page.getByLabel('Language')).toHaveValue('en')
  await expect(maria.page.locator('html')).toHaveAttribute('lang', 'en')

  await maria.context.close()
  await carlos.context.close()
})
