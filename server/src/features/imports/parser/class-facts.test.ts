import { describe, expect, it } from 'vitest'
import { readClassFacts } from './class-facts'
import { parseHtmlDocument } from './dom'

const factsOf = (body: string) => readClassFacts(parseHtmlDocument(`<html><body>${body}</body></html>`))

describe('readClassFacts', () => {
  it('reads servings and a time that only the class names', () => {
    const facts = factsOf(
      '<div class="meta"><div class="meta-item aantal">4 personen</div><div class="meta-item tijd">15 min</div></div>',
    )
    expect(facts.yields).toBe('4 servings')
    expect(facts.totalTimeMinutes).toBe(15)
  })

  it('reads a count of people with an abbreviated noun', () => {
    expect(factsOf('<div class="person-count">8 os.</div>').yields).toBe('8 servings')
  })

  it('reads the count beside an empty icon that names it', () => {
    const facts = factsOf('<ul><li><div><span class="icon icon-serves"></span><span>4</span></div></li></ul>')
    expect(facts.yields).toBe('4 servings')
  })

  it('reads the chosen option of a servings selector', () => {
    const facts = factsOf(
      '<small>Pour <select name="people"><option value="1">1</option><option value="6" selected class="yield">6</option><option value="7">7</option></select> personnes</small>',
    )
    expect(facts.yields).toBe('6 servings')
  })

  it('reads an icon image by its alt text', () => {
    const facts = factsOf(
      '<ul><li><img src="/i/serving.png" alt="serves"> Serves 4</li><li><img src="/i/clock.png" alt="time"> 30mins</li></ul>',
    )
    expect(facts.yields).toBe('4 servings')
    expect(facts.totalTimeMinutes).toBe(30)
  })

  it('gives a time marked only as a time the kind of the block around it', () => {
    const facts = factsOf(
      '<div class="recipe-prep-time-container"><span class="label">Prep</span><span class="recipe-time">10 mins</span></div>',
    )
    expect(facts.prepTimeMinutes).toBe(10)
    // A prep time alone says nothing about the total.
    expect(facts.totalTimeMinutes).toBeNull()
  })

  it('does not take a chilling, custom or reading time for the total', () => {
    const facts = factsOf(
      '<div class="recipe-time-container recipe-custom-time-container"><span class="label">Chilling time</span><span class="recipe-time">7 hours</span></div><div class="chill-time">2 h</div><span class="post-reading-time">5 min</span>',
    )
    expect(facts.totalTimeMinutes).toBeNull()
  })

  it('adds prep and cook named by class when no total is named', () => {
    const facts = factsOf('<span class="prep-time">10 min</span><span class="cook-time">1 h 5 min</span>')
    expect(facts.totalTimeMinutes).toBe(75)
  })

  it('does not read a date, a word or a long text as a time or a yield', () => {
    const facts = factsOf(
      '<time class="entry-time">5 december 2017</time><div class="time">Quick</div><p class="servings">This feeds 4 hungry people at a party</p>',
    )
    expect(facts).toEqual({
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      totalTimeMinutes: null,
      yields: null,
    })
  })

  it('does not read facts in navigation or footers', () => {
    expect(
      factsOf('<nav><a class="time">15 min</a></nav><footer><span class="servings">2</span></footer>'),
    ).toEqual({
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      totalTimeMinutes: null,
      yields: null,
    })
  })
})
