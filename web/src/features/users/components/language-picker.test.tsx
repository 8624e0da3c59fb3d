import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@forkcast/contract/users.schemas'
import { i18next } from '@/lib/i18n'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { buildUser } from '@/testing/data'
import { LanguagePicker } from './language-picker'

afterEach(() => backToEnglish())

describe('LanguagePicker', () => {
  it('shows Forkcast in Spanish at once, keeps it on this device and stores it for the person', async () => {
    loadSpanish()
    mockSignedIn()
    const sent: unknown[] = []
    server.use(
      http.put<never, { language: string }, User>('/api/user/language', async ({ request }) => {
        const body = await request.json()
        sent.push(body)
        return HttpResponse.json(buildUser({ language: 'es' }))
      }),
    )
    renderApp(<LanguagePicker />)
    const picker = screen.getByLabelText('Language')
    expect(picker).toHaveValue('en')
    // Each language is named in itself, so someone who reads only Spanish finds theirs.
    expect(screen.getByRole('option', { name: 'Español' })).toBeInTheDocument()

    await userEvent.selectOptions(picker, 'es')
    expect(await screen.findByLabelText('Idioma')).toHaveValue('es')
    expect(document.documentElement.lang).toBe('es')
    expect(localStorage.getItem('forkcast.language')).toBe('es')
    await waitFor(() => expect(sent).toEqual([{ language: 'es' }]))
  })

  it('goes back to the language shown before when the choice could not be saved', async () => {
    loadSpanish()
    mockSignedIn()
    server.use(
      http.put('/api/user/language', () =>
        HttpResponse.json({ message: 'No', code: 'INTERNAL' }, { status: 500 }),
      ),
    )
    renderApp(<LanguagePicker />)
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es')
    expect(await screen.findByText('Your choice of language was not saved')).toBeInTheDocument()
    expect(screen.getByLabelText('Language')).toHaveValue('en')
    expect(i18next.language).toBe('en')
  })
})
