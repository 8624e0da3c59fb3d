import { describe, expect, it } from 'vitest'
import { parseRecipePage } from './parse-recipe-page'

const page = (head: string, jsonLd: Record<string, unknown> = {}, htmlAttributes = '') =>
  `<html${htmlAttributes}><head>${head}<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Pane',
    recipeIngredient: ['500 g farina'],
    recipeInstructions: ['Impastare.'],
    ...jsonLd,
  })}</script></head><body></body></html>`

describe('the languages a page declares', () => {
  it('reads the Recipe’s inLanguage, og:locale, content-language and <html lang> apart', () => {
    const parsed = parseRecipePage(
      page(
        '<meta property="og:locale" content="es_ES"><meta http-equiv="Content-Language" content="fr">',
        { inLanguage: 'it-IT' },
        ' lang="de"',
      ),
    )
    expect(parsed.declaredLanguages).toEqual({
      recipe: 'it-IT',
      openGraph: 'es_ES',
      contentLanguage: 'fr',
      document: 'de',
    })
    expect(parsed.recipe).not.toHaveProperty('inLanguage')
  })

  it('says nothing when the page declares nothing', () => {
    expect(parseRecipePage(page('')).declaredLanguages).toBeUndefined()
  })
})
