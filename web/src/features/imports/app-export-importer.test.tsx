import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppImportResult } from '@forkcast/contract/app-imports.schemas'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => toast.dismiss())

const preview = (overrides: Partial<AppImportResult> = {}): AppImportResult => ({
  format: 'paprika',
  formatLabel: 'Paprika recipes',
  success: 1,
  failed: 1,
  duplicates: 0,
  processingTime: 40,
  errors: [{ row: 2, field: null, message: 'Recipe 2 (Mystery Bake) has no ingredients' }],
  totalErrors: 1,
  totalRows: 2,
  validateOnly: true,
  message: 'Checked 2 recipes: 1 ready to upload; 1 row with errors.',
  recipes: [
    {
      row: 1,
      title: 'Peanut Butter Pancakes',
      ingredientCount: 4,
      stepCount: 2,
      hasPhoto: true,
      hasErrors: false,
    },
    { row: 2, title: 'Mystery Bake', ingredientCount: 0, stepCount: 1, hasPhoto: false, hasErrors: true },
  ],
  photosStored: 0,
  ...overrides,
})

describe('/recipe-import/bulk?from=app', { timeout: 20_000 }, () => {
  it('previews a chosen export with its problems, and imports the good recipes only once confirmed', async () => {
    mockSignedIn()
    const sent: Array<{ validateOnly: string | null; size: number }> = []
    server.use(
      http.post('/api/recipes/app-import', async ({ request }) => {
        const validateOnly = new URL(request.url).searchParams.get('validateOnly')
        sent.push({ validateOnly, size: (await request.arrayBuffer()).byteLength })
        return HttpResponse.json(
          validateOnly === 'true'
            ? preview()
            : preview({
                validateOnly: false,
                photosStored: 1,
                message: 'Uploaded 1 recipe of 2; 1 row with errors. 1 photo added.',
              }),
        )
      }),
    )
    renderApp(<App />, { path: '/recipe-import/bulk?from=app' })
    expect(await screen.findByRole('tab', { name: 'From another app' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByText('Mealie export or backup (.zip)')).toBeInTheDocument()
    expect(screen.getByText('Tandoor export (.zip)')).toBeInTheDocument()
    expect(screen.getByText('Paprika (.paprikarecipes)')).toBeInTheDocument()
    expect(screen.getByText('Recipe files (schema.org JSON-LD)')).toBeInTheDocument()

    const picker = screen.getByLabelText('Choose an export file')
    expect(picker).toHaveAttribute('accept', '.zip,.paprikarecipes,.json,.jsonld')
    expect(screen.getByLabelText('Or a folder of recipe files')).toHaveAttribute('webkitdirectory')
    await userEvent.upload(
      picker,
      new File([new Uint8Array([80, 75, 3, 4, 1, 2])], 'My Recipes.paprikarecipes'),
    )

    const list = await screen.findByRole('region', { name: 'Recipes in the export' })
    expect(within(list).getByText('Peanut Butter Pancakes')).toBeInTheDocument()
    expect(within(list).getByText('Photo')).toBeInTheDocument()
    expect(within(list).getByRole('alert')).toHaveTextContent('Recipe 2 (Mystery Bake) has no ingredients')
    expect(sent).toEqual([{ validateOnly: 'true', size: 6 }])

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 recipe' }))
    expect(
      await screen.findByText('Uploaded 1 recipe of 2; 1 row with errors. 1 photo added.'),
    ).toBeInTheDocument()
    expect(sent[1]).toEqual({ validateOnly: 'false', size: 6 })
    expect(screen.getByRole('link', { name: 'See your recipes' })).toBeInTheDocument()
  })

  it('shows why a file was refused beside the picker, and offers no import', async () => {
    mockSignedIn()
    server.use(
      http.post('/api/recipes/app-import', () =>
        HttpResponse.json(
          { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'That file is not an export we can read.' },
          { status: 415 },
        ),
      ),
    )
    renderApp(<App />, { path: '/recipe-import/bulk' })
    await userEvent.click(await screen.findByRole('tab', { name: 'From another app' }))
    await userEvent.upload(screen.getByLabelText('Choose an export file'), new File(['hello'], 'notes.json'))
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not an export we can read.')
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument()
  })

  it('gathers the JSON files of a chosen folder into one upload and names the unreadable ones', async () => {
    mockSignedIn()
    const bodies: unknown[] = []
    server.use(
      http.post('/api/recipes/app-import', async ({ request }) => {
        bodies.push(JSON.parse(await request.text()))
        return HttpResponse.json(
          preview({ format: 'schema-org', formatLabel: 'Recipe files (schema.org JSON-LD)' }),
        )
      }),
    )
    renderApp(<App />, { path: '/recipe-import/bulk?from=app' })
    const recipe = { '@type': 'Recipe', name: 'Toast' }
    await userEvent.upload(await screen.findByLabelText('Or a folder of recipe files'), [
      new File([JSON.stringify(recipe)], 'toast.jsonld'),
      new File(['{ broken'], 'broken.json'),
      new File(['hello'], 'readme.txt'),
    ])
    expect(await screen.findByRole('region', { name: 'Recipes in the export' })).toBeInTheDocument()
    expect(bodies).toEqual([[recipe]])
    expect(screen.getByText(/Left out 1 file that could not be read: broken.json/)).toBeInTheDocument()
  })
})
