import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { checkBulkFile, summarizeCheckedFile, VALID_ROWS_PER_CHUNK } from './bulk-check'
import { checkBulkFileOffThread, prepareBulkChunksOffThread, resolveBulkWorker } from './bulk-check-pool'

const makeCsv = (count: number) =>
  formatBulkCsv(
    Array.from({ length: count }, (_, index): BulkCsvRecipe => ({
      title: `Recipe ${index}`,
      ingredients: ['1 cup flour', '2 eggs', '200 ml milk'],
      instructions: ['Mix everything.', 'Bake for 30 minutes.'],
      cuisine: 'italian',
      servings: '4',
    })),
  )

describe('checking a bulk file off the event loop', () => {
  it('answers exactly what checking in the request thread answers', async () => {
    const request = { fileType: 'csv' as const, content: `${makeCsv(50)}Recipe 3,"1 cup flour",,italian\n` }
    expect(await checkBulkFileOffThread(request)).toEqual(summarizeCheckedFile(checkBulkFile(request)))
  })

  it('refuses a file the same way, with the error code and the field', async () => {
    const refusal = checkBulkFileOffThread({ fileType: 'csv', content: 'name,notes\nx,y\n' })
    await expect(refusal).rejects.toBeInstanceOf(AppError)
    await expect(refusal).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      options: { issues: [{ path: 'content' }] },
    })
  })

  it('checks a large file in the worker, so the request thread keeps turning while it runs', async () => {
    // Checked in this thread, the answer would be ready after one turn of the loop; the worker is still at it.
    const request = { fileType: 'csv' as const, content: makeCsv(8_000) }
    let done = false
    const checking = checkBulkFileOffThread(request).finally(() => {
      done = true
    })
    await nextTurn()
    expect(done).toBe(false)
    expect((await checking).totalRows).toBe(8_000)
  }, 60_000)

  it('hands the valid rows back in chunks small enough to read in one short turn each', () => {
    const { validChunks, validKeys, validTitles } = summarizeCheckedFile(
      checkBulkFile({ fileType: 'csv', content: makeCsv(1_050) }),
    )
    expect(validChunks).toHaveLength(11)
    expect(validKeys).toHaveLength(1_050)
    expect(validTitles[1_049]).toBe('Recipe 1049')
    for (const chunk of validChunks) {
      expect((JSON.parse(chunk) as unknown[]).length).toBeLessThanOrEqual(VALID_ROWS_PER_CHUNK)
    }
  })

  it('derives each chunk in the worker as the rows the request thread would derive, numbered through the file', async () => {
    const request = { fileType: 'csv' as const, content: makeCsv(250) }
    const { valid } = checkBulkFile(request)
    const chunks = await Promise.all(prepareBulkChunksOffThread(await checkBulkFileOffThread(request), 7))
    const staged = chunks.flatMap(
      (chunk) => JSON.parse(chunk.staged) as Array<{ position: number; row: unknown }>,
    )
    expect(staged.map((entry) => entry.position)).toEqual(valid.map((_entry, index) => index))
    const inline = valid.map((entry) => prepareRecipeRow({ ...entry.recipe, sourceType: 'bulk', ownerId: 7 }))
    expect(staged.map((entry) => entry.row)).toEqual(JSON.parse(JSON.stringify(inline)))
    expect(chunks[0]?.columnKeys).toEqual(Object.keys(inline[0]!))
  }, 60_000)
})

describe('where the worker is loaded from', () => {
  it('loads the TypeScript source through tsx under tsx, and the compiled file next to the production bundle', () => {
    expect(resolveBulkWorker('file:///app/server/src/features/imports/bulk-check-pool.ts')).toEqual({
      filename: 'file:///app/server/src/features/imports/bulk-check.worker.ts',
      execArgv: ['--import', 'tsx'],
    })
    expect(resolveBulkWorker('file:///app/server/dist/server.js')).toEqual({
      filename: 'file:///app/server/dist/bulk-check-worker.js',
      execArgv: [],
    })
  })
})
