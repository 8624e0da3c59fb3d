import { describe, expect, it } from 'vitest'
import { evaluatePage, listEvalPages } from './evaluate-pages'

// The hand-written evaluation set's floor is every page right in every field: expectations were written from
// what a person reads on the page, so a parser change that loses one of them is a regression, not a new golden.
describe('the hand-written evaluation pages', () => {
  const pages = listEvalPages()

  it('are at least 70, each with its written expectation', () => {
    expect(pages.length).toBeGreaterThanOrEqual(70)
  })

  it.each(pages)(
    '%s is read as a person reads it: title, ingredients, steps, total time and yield',
    (name) => {
      expect(evaluatePage(name).wrong).toEqual([])
    },
  )
})
