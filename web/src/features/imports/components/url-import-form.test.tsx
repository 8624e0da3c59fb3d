import { http, HttpResponse } from 'msw'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { UrlImportForm } from './url-import-form'

const renderForm = () => {
  const onFailed = vi.fn()
  renderApp(<UrlImportForm url="" onUrlChange={() => {}} onImported={() => {}} onFailed={onFailed} />)
  return { onFailed }
}

describe('the import from a web address form', () => {
  it("checks the address with the import request's own rules before sending, the message beside it", async () => {
    let sent = 0
    server.use(
      http.post('/api/recipes/import', () => {
        sent += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    renderForm()
    await userEvent.type(screen.getByLabelText('Recipe URL'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('URL Required')).toBeInTheDocument()
    expect(screen.getByLabelText('Recipe URL')).toHaveAccessibleDescription(
      /^Please enter a valid recipe URL to import\./,
    )
    expect(screen.getByLabelText('Recipe URL')).toBeInvalid()
    expect(sent).toBe(0)
  })

  it('shows what the server says about the address beside it, not as a failed import', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post<never, { url: string }, ErrorBody>('/api/recipes/import', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'That address cannot be imported',
            issues: [{ path: 'url', message: 'That address is on a private network' }],
          },
          { status: 400 },
        )
      }),
    )
    const { onFailed } = renderForm()
    await userEvent.type(screen.getByLabelText('Recipe URL'), '  http://10.0.0.1/stew  ')
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('That address is on a private network')).toBeInTheDocument()
    expect(screen.getByLabelText('Recipe URL')).toHaveAccessibleDescription(
      /^That address is on a private network/,
    )
    expect(bodies).toEqual([{ url: 'http://10.0.0.1/stew' }])
    expect(onFailed).not.toHaveBeenCalled()
  })
})
