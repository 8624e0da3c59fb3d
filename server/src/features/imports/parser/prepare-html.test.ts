import { describe, expect, it } from 'vitest'
import { prepareHtml } from './prepare-html'
import { countParserSteps } from './work-meter'

describe('prepareHtml', () => {
  it('returns a page without dead weight untouched', () => {
    const html =
      '<html><body><div><p>One<p>Two<ul><li>a<li>b</ul></div><textarea><b>x</textarea></body></html>'
    expect(prepareHtml(html)).toBe(html)
  })

  it('cuts inline scripts, styles, SVG and comments but keeps JSON-LD', () => {
    const html =
      '<head><style>p{color:red}</style><script>if (a < b) x("<div>")</script><script type="application/ld+json">{"a":1}</script></head><body><!-- note --><svg><path d="M0"/></svg><p>Text</p></body>'
    expect(prepareHtml(html)).toBe(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><p>Text</p></body>',
    )
  })

  it('does not count implied closes of p and li as nesting', () => {
    const html = `<body>${'<p>para'.repeat(5000)}${'<li>item'.repeat(5000)}</body>`
    expect(prepareHtml(html, 50)).toBe(html)
  })

  it('drops the open and close tags beyond the depth limit but keeps their text', () => {
    const html = `${'<div>'.repeat(10)}deep${'</div>'.repeat(10)}`
    expect(prepareHtml(html, 4)).toBe(`${'<div>'.repeat(4)}deep${'</div>'.repeat(4)}`)
  })

  it('flattens half a million unclosed tags in one step per tag', () => {
    const { result: prepared, steps } = countParserSteps(() => prepareHtml('<span>'.repeat(500_000)))
    expect(prepared.length).toBeLessThan(400 * 6)
    expect(steps).toBeLessThanOrEqual(500_000)
  })

  it('closes a deep stack of open tags in one step per tag', () => {
    const html = `${'<div><section>'.repeat(100)}${'</b></div>'.repeat(5_000)}`
    const { steps } = countParserSteps(() => prepareHtml(html))
    expect(steps).toBeLessThanOrEqual(2 * (html.match(/</g) ?? []).length)
  })

  it('leaves an unterminated script for the parser to deal with', () => {
    const html = '<p>before</p><script>never closed <p>after</p>'
    expect(prepareHtml(html)).toBe(html)
  })
})
