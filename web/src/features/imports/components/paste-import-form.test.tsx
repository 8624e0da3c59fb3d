import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { PasteImportForm } from './paste-import-form'

afterEach(() => toast.dismiss())

describe('the paste the page form', () => {
  it('asks for something to import before sending, the message beside the box', async () => {
    let sent = 0
    server.use(
      http.post('/api/recipes/import', () => {
        sent += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    renderApp(<PasteImportForm pageUrl="" onImported={() => {}} />)
    await userEvent.type(screen.getByLabelText('Page source or recipe text'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Import Pasted Recipe' }))
    expect(await screen.findByText('Nothing to Import')).toBeInTheDocument()
    const box = screen.getByLabelText('Page source or recipe text')
    expect(box).toHaveAccessibleDescription(/^Paste the page source or the recipe text first\./)
    expect(box).toBeInvalid()
    expect(sent).toBe(0)
  })

  it('sends page source as html with the address typed above, and recipe text as text', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/recipes/import', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          { message: 'Found no recipe on that page.', code: 'UNPROCESSABLE' },
          { status: 422 },
        )
      }),
    )
    renderApp(<PasteImportForm pageUrl=" https://site.example/stew " onImported={() => {}} />)
    const box = screen.getByLabelText('Page source or recipe text')
    await userEvent.click(box)
    await userEvent.paste('<html><body>Stew</body></html>')
    await userEvent.click(screen.getByRole('button', { name: 'Import Pasted Recipe' }))
    expect(await screen.findByText('Found no recipe on that page.')).toBeInTheDocument()
    await userEvent.clear(box)
    await userEvent.paste('Stew\n\nIngredients\n- 1 onion')
    await userEvent.click(screen.getByRole('button', { name: 'Import Pasted Recipe' }))
    await expect.poll(() => bodies.length).toBe(2)
    expect(bodies).toEqual([
      { html: '<html><body>Stew</body></html>', url: 'https://site.example/stew' },
      { text: 'Stew\n\nIngredients\n- 1 onion' },
    ])
  })
})
