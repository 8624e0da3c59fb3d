import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { BulkUploadResult, ImportRecipeResult, Recipe } from '@forkcast/contract/recipes.schemas'
import { App } from '@/app/app'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

afterEach(() => toast.dismiss())

const importedRecipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: 7,
  slug: null,
  title: 'Easy Chicken Tikka Masala',
  description: 'Charred chicken in a creamy tomato sauce.',
  foodType: 'indian',
  cuisine: 'Indian',
  difficulty: 'Easy',
  prepTimeMinutes: 20,
  cookTimeMinutes: 40,
  totalTimeMinutes: 60,
  servings: 4,
  yields: '4 people',
  ingredients: ['600 g chicken thighs', '150 g yogurt'],
  instructions: ['Marinate.', 'Simmer.'],
  tags: ['curry'],
  notes: null,
  nutrition: null,
  seasons: [],
  moods: [],
  costPerServing: null,
  imageUrl: null,
  sourceType: 'imported',
  sourceUrl: 'https://spicetrail.example/chicken-tikka-masala/',
  siteName: 'spicetrail.example',
  author: null,
  averageRating: null,
  totalRatings: 0,
  allergens: ['milk'],
  mayContain: [],
  allergenReasons: [],
  sensitivities: [],
  warnings: { allergens: [], sensitivities: [], members: [] },
  isOwner: false,
  isSaved: true,
  userRating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

const importResult = (recipe: Recipe): ImportRecipeResult => ({
  title: recipe.title,
  parsedData: { ingredientsCount: 9, instructionsCount: 4, hasNutrition: true, tagsCount: 4 },
  recipe,
  summary: `Found the recipe ("${recipe.title}", 9 ingredients, 4 steps) in structured data.`,
  source: 'json-ld',
  alreadyImported: false,
})

describe('/recipe-import', { timeout: 20_000 }, () => {
  it('asks for a URL, imports one, says what it found and lists it with a link to its page', async () => {
    mockSignedIn()
    let imported: Recipe[] = []
    const bodies: unknown[] = []
    server.use(
      http.get('/api/recipes/imported', () => HttpResponse.json(imported)),
      http.post('/api/recipes/import', async ({ request }) => {
        bodies.push(await request.json())
        imported = [importedRecipe()]
        return HttpResponse.json(importResult(importedRecipe()), { status: 201 })
      }),
    )
    renderApp(<App />, { path: '/recipe-import' })
    expect(await screen.findByText(/No imported recipes yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/')
    expect(screen.getByText('Free on every plan.')).toBeInTheDocument()
    const sources = screen.getByRole('region', { name: 'Supported sources' })
    expect(sources).toHaveTextContent('Most recipe websites work')
    expect(sources).toHaveTextContent('paste the page or just the recipe text instead')
    // Words for a cook, not for whoever runs the server: no networks, requests or structured data.
    expect(sources).not.toHaveTextContent(/private networks|automatic requests|structured|WordPress/)

    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('URL Required')).toBeInTheDocument()
    expect(screen.getByLabelText('Recipe URL')).toHaveAccessibleDescription(
      /^Please enter a valid recipe URL to import\./,
    )
    expect(bodies).toEqual([])

    await userEvent.type(
      screen.getByLabelText('Recipe URL'),
      'https://spicetrail.example/chicken-tikka-masala/',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Recipe Imported!')).toBeInTheDocument()
    expect(
      screen.getByText('"Easy Chicken Tikka Masala": 9 ingredients, 4 steps, nutrition facts, 4 tags.'),
    ).toBeInTheDocument()
    expect(bodies).toEqual([{ url: 'https://spicetrail.example/chicken-tikka-masala/' }])
    const result = screen.getByRole('status', { name: 'Import result' })
    expect(within(result).getByRole('link', { name: 'View Recipe' })).toHaveAttribute('href', '/recipe/7')
    const list = await screen.findByRole('list', { name: 'Imported recipes' })
    expect(within(list).getByRole('link', { name: 'Easy Chicken Tikka Masala' })).toHaveAttribute(
      'href',
      '/recipe/7',
    )
    expect(within(list).getByRole('link', { name: /spicetrail\.example/ })).toHaveAttribute(
      'href',
      'https://spicetrail.example/chicken-tikka-masala/',
    )
    expect(screen.getByLabelText('Recipe URL')).toHaveValue('')
  })

  it('offers pasting the page up front when the site refused, and sends the pasted source with its address', async () => {
    mockSignedIn()
    const bodies: unknown[] = []
    server.use(
      http.get('/api/recipes/imported', () => HttpResponse.json([])),
      http.post('/api/recipes/import', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>
        bodies.push(body)
        if (body.url && !body.html) {
          return HttpResponse.json(
            {
              message: 'The site refused our request (403): paste the page instead',
              code: 'UPSTREAM_FAILED',
            },
            { status: 502 },
          )
        }
        return HttpResponse.json(importResult(importedRecipe({ id: 9, isOwner: true })), { status: 201 })
      }),
    )
    renderApp(<App />, { path: '/recipe-import' })
    const address = 'https://blocked.example/stew'
    await userEvent.type(await screen.findByLabelText('Recipe URL'), address)
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Import Failed')).toBeInTheDocument()
    const pasteRegion = screen.getByRole('region', { name: 'Paste the page instead' })
    expect(
      within(pasteRegion).getByText(/The site refused our request \(403\): paste the page instead\./),
    ).toBeVisible()
    const textarea = within(pasteRegion).getByLabelText('Page source or recipe text')
    expect(textarea).toHaveFocus()

    await userEvent.click(textarea)
    await userEvent.paste('<html><body><h1>Stew</h1></body></html>')
    await userEvent.click(within(pasteRegion).getByRole('button', { name: 'Import Pasted Recipe' }))
    expect(await screen.findByText('Recipe Imported!')).toBeInTheDocument()
    expect(bodies.at(-1)).toEqual({ html: '<html><body><h1>Stew</h1></body></html>', url: address })
  })

  it('sends pasted recipe text as text', async () => {
    mockSignedIn()
    const bodies: unknown[] = []
    server.use(
      http.get('/api/recipes/imported', () => HttpResponse.json([])),
      http.post('/api/recipes/import', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          {
            message: 'Found the ingredients but no steps. Add the steps yourself or paste them in.',
            code: 'UNPROCESSABLE',
          },
          { status: 422 },
        )
      }),
    )
    renderApp(<App />, { path: '/recipe-import' })
    await userEvent.click(await screen.findByRole('button', { name: 'Paste the page instead' }))
    await userEvent.click(screen.getByLabelText('Page source or recipe text'))
    await userEvent.paste('Punch\n\nIngredients\n- 1 litre juice')
    await userEvent.click(screen.getByRole('button', { name: 'Import Pasted Recipe' }))
    expect(await screen.findByText('Import Failed')).toBeInTheDocument()
    expect(
      screen.getByText('Found the ingredients but no steps. Add the steps yourself or paste them in.'),
    ).toBeVisible()
    expect(bodies).toEqual([{ text: 'Punch\n\nIngredients\n- 1 litre juice' }])
  })
})

const CSV = [
  'title,ingredients,instructions,foodType',
  'Toast,bread|butter,Toast the bread.|Butter it.,american',
  'Soup,water|salt,Boil.,',
].join('\n')

const bulkResult = (overrides: Partial<BulkUploadResult>): BulkUploadResult => ({
  success: 2,
  failed: 0,
  duplicates: 0,
  processingTime: 1234,
  errors: [],
  totalErrors: 0,
  totalRows: 2,
  validateOnly: false,
  message: 'Uploaded 2 recipes of 2.',
  ...overrides,
})

describe('/recipe-import/bulk', { timeout: 20_000 }, () => {
  it('says what the page takes and what happens to it, with no speed or cost claims', async () => {
    mockSignedIn()
    renderApp(<App />, { path: '/recipe-import/bulk' })
    const heading = await screen.findByRole('heading', { name: 'Bulk Upload Recipes' })
    const header = heading.closest('header') as HTMLElement
    expect(header).toHaveTextContent(
      'Add many recipes at once from a spreadsheet saved as CSV, or from a JSON file. Only you see the recipes you upload.',
    )
    expect(header).toHaveTextContent('Validate First checks every recipe without saving anything.')
    expect(header).toHaveTextContent('recipes you already have are skipped')
    expect(document.body).not.toHaveTextContent(/per minute|API|\$0/)
  })

  it('refuses an empty upload and a file that is not CSV or JSON', async () => {
    mockSignedIn()
    renderApp(<App />, { path: '/recipe-import/bulk' })
    expect(await screen.findByRole('heading', { name: 'Bulk Upload Recipes' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Upload Recipes' }))
    expect(await screen.findByText('No Content')).toBeInTheDocument()
    expect(screen.getByText('Please upload a file or paste content')).toBeInTheDocument()

    const input = screen.getByLabelText('Upload a CSV file')
    await userEvent.upload(input, new File(['hello'], 'recipes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    })
    expect(await screen.findByText('Unsupported File')).toBeInTheDocument()
    expect(screen.getByText('Please upload a CSV or JSON file')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download CSV Template' })).toHaveAttribute(
      'href',
      '/api/recipes/sample-csv',
    )
  })

  it('previews a CSV file, validates it, uploads it and lists at most 10 errors then how many more', async () => {
    mockSignedIn()
    const bodies: Array<Record<string, unknown>> = []
    const errors = Array.from({ length: 12 }, (_unused, index) => ({
      row: index + 3,
      field: 'ingredients',
      message: 'At least one ingredient is required',
    }))
    server.use(
      http.post('/api/recipes/bulk-upload', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        return HttpResponse.json(
          body.validateOnly
            ? bulkResult({ validateOnly: true, message: 'Checked 2 recipes: 2 ready to upload.' })
            : bulkResult({
                failed: 12,
                totalErrors: 12,
                errors,
                message: 'Uploaded 2 recipes of 14; 12 rows with errors.',
              }),
        )
      }),
    )
    renderApp(<App />, { path: '/recipe-import/bulk' })
    await userEvent.upload(
      await screen.findByLabelText('Upload a CSV file'),
      new File([CSV], 'family.csv', { type: 'text/csv' }),
    )
    const preview = await screen.findByRole('table')
    expect(within(preview).getByText('First 2 of 2 recipes')).toBeInTheDocument()
    expect(within(preview).getByText('Toast')).toBeInTheDocument()
    expect(screen.getByText('Loaded family.csv')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Validate First' }))
    expect(await screen.findByText('Validation Complete')).toBeInTheDocument()
    expect(bodies[0]).toEqual({ content: CSV, fileType: 'csv', validateOnly: true })

    await userEvent.click(screen.getByRole('button', { name: 'Upload Recipes' }))
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument()
    expect(bodies[1]).toEqual({ content: CSV, fileType: 'csv', validateOnly: false })
    const results = screen.getByRole('region', { name: 'Upload results' })
    expect(within(results).getAllByRole('listitem')).toHaveLength(10)
    expect(within(results).getByText('and 2 more')).toBeInTheDocument()
    expect(within(results).getByText('1.2 s')).toBeInTheDocument()
  })

  it('reads a JSON file on the JSON tab and says when the upload fails', async () => {
    mockSignedIn()
    server.use(
      http.post('/api/recipes/bulk-upload', () =>
        HttpResponse.json(
          {
            message: 'That file has more than 20,000 recipes. Split it into files of at most 20,000.',
            code: 'PAYLOAD_TOO_LARGE',
          },
          { status: 413 },
        ),
      ),
    )
    renderApp(<App />, { path: '/recipe-import/bulk' })
    const json = JSON.stringify([{ title: 'Toast', ingredients: ['bread'], instructions: 'Toast.' }])
    await userEvent.upload(
      await screen.findByLabelText('Upload a CSV file'),
      new File([json], 'export.json', { type: 'application/json' }),
    )
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(await screen.findByText('First 1 of 1 recipes')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Upload Recipes' }))
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument()
    expect(
      screen.getByText('That file has more than 20,000 recipes. Split it into files of at most 20,000.'),
    ).toBeInTheDocument()
  })
})
