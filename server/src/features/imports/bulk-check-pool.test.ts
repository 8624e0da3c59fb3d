import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import { formatBulkCsv, type BulkCsvRecipe } from '@forkcast/contract/bulk-csv'
import { checkBulkFile } from './bulk-check'
import { checkBulkFileOffThread, resolveBulkWorker } from './bulk-check-pool'

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
    expect(await checkBulkFileOffThread(request)).toEqual(checkBulkFile(request))
  })

  it('refuses a file the same way, with the error code and the field', async () => {
    const refusal = checkBulkFileOffThread({ fileType: 'csv', content: 'name,notes\nx,y\n' })
    await expect(refusal).rejects.toBeInstanceOf(AppError)
    await expect(refusal).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      options: { issues: [{ path: 'content' }] },
    })
  })

  it('keeps the event loop turning while a large file is parsed and checked', async () => {
    // Checked in this thread, 8,000 rows block the loop for seconds in one go; in the worker it keeps turning.
    const request = { fileType: 'csv' as const, content: makeCsv(8_000) }
    let done = false
    const checking = checkBulkFileOffThread(request).finally(() => {
      done = true
    })
    let longestGap = 0
    let last = performance.now()
    while (!done) {
      await nextTurn()
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
    }
    expect((await checking).totalRows).toBe(8_000)
    // Generous for a loaded machine; the structured clone of the answer is the only work left in this thread.
    expect(longestGap).toBeLessThan(500)
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
