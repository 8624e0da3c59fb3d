import { describe, expect, it } from 'vitest'
import { RECIPE_LIMITS } from '@forkcast/contract/recipes.constants'
import { AppError } from '../../lib/app-error'
import { inEnglish } from '../../lib/translate'
import { describeTrimmed, toImportedContent } from './imported-recipe'
import { parseOffThread, parseThreadIds, resolveParseWorker, TOO_COMPLEX_MESSAGE } from './parse-pool'
import { parseRecipePage } from './parser/parse-recipe-page'
import { parseRecipeText } from './parser/plain-text'

const PAGE =
  '<html><head><title>Pancakes</title></head><body><h1>Pancakes</h1><h2>Ingredients</h2><ul><li>1 egg</li><li>200 ml milk</li></ul><h2>Method</h2><ol><li>Whisk.</li><li>Fry.</li></ol></body></html>'

/** A page of the shape that stalled the server: 104,000 microdata ingredient spans, 4.78 MB. */
const manyItemprops = (count: number) =>
  `<html><body><div itemscope itemtype="http://schema.org/Recipe">${'<span itemprop="recipeIngredient">1 egg</span>'.repeat(count)}</div></body></html>`

describe('reading pages off the event loop', () => {
  it('answers exactly what reading the page or text in the request thread answers', async () => {
    expect(
      (await parseOffThread({ kind: 'html', html: PAGE, pageUrl: 'https://example.com/p' })).page,
    ).toEqual(parseRecipePage(PAGE, 'https://example.com/p'))
    const text = 'Pancakes\nIngredients\n1 egg\n200 ml milk\nMethod\n1. Whisk.\n2. Fry.'
    expect((await parseOffThread({ kind: 'text', text })).page).toEqual(parseRecipeText(text))
  }, 30_000)

  it('hands back only the lines the recipe form can hold, with how many the page had', async () => {
    const answer = await parseOffThread({ kind: 'html', html: manyItemprops(1_000) })
    expect(answer.ingredientCount).toBe(1_000)
    expect(answer.page.recipe?.ingredients).toHaveLength(RECIPE_LIMITS.ingredientsMax)
    const recipe = { ...answer.page.recipe!, instructions: ['Whisk.'] }
    const imported = toImportedContent(recipe, null, { ingredients: answer.ingredientCount, instructions: 1 })
    expect(imported.trimmed).toEqual({ ingredients: 1000, steps: null })
    expect(describeTrimmed(imported.trimmed!, inEnglish)).toBe(
      `Kept the first ${RECIPE_LIMITS.ingredientsMax} of 1000 ingredients.`,
    )
  }, 30_000)

  it('terminates the worker of a page over its budget, answers that it is too large or complex, and reads the next page', async () => {
    // The thread is started first, so the budget is spent reading the page and not loading the worker.
    await parseOffThread({ kind: 'html', html: PAGE })
    const [stalledThread] = parseThreadIds()
    expect(stalledThread).toBeDefined()

    // The page takes the parser seconds on any machine; a 1 ms budget always runs out while it reads.
    const refusal = parseOffThread({ kind: 'html', html: manyItemprops(104_000) }, { budgetMs: 1 })
    await expect(refusal).rejects.toBeInstanceOf(AppError)
    await expect(refusal).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: TOO_COMPLEX_MESSAGE })
    expect(parseThreadIds()).not.toContain(stalledThread)

    const next = await parseOffThread({ kind: 'html', html: PAGE })
    expect(next.page.recipe?.ingredients).toEqual(['1 egg', '200 ml milk'])
  }, 60_000)
})

describe('where the page worker is loaded from', () => {
  it('loads the TypeScript source through tsx under tsx, and the compiled file next to the production bundle', () => {
    expect(resolveParseWorker('file:///app/server/src/features/imports/parse-pool.ts')).toEqual({
      filename: 'file:///app/server/src/features/imports/parse-page.worker.ts',
      execArgv: ['--import', 'tsx'],
    })
    expect(resolveParseWorker('file:///app/server/dist/server.js')).toEqual({
      filename: 'file:///app/server/dist/parse-page-worker.js',
      execArgv: [],
    })
  })
})
