import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './blog.sanitize'

describe('sanitizeHtml', () => {
  it('keeps what the editor writes: paragraphs, headings, lists, emphasis, quotes, links', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>u</u> and <s>s</s>.<br></p>' +
      '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>code</code></pre><hr>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('drops scripts, styles and frames with their content, and unknown tags but not their text', () => {
    expect(
      sanitizeHtml(
        '<p>a<script type="x">alert(1)</script>b<STYLE>p{}</STYLE>c<iframe>x</iframe>' +
          '<svg><script>y</script></svg><div class="c">d</div><span>e</span></p>',
      ),
    ).toBe('<p>abcde</p>')
    expect(sanitizeHtml('<p>cut<script>never closed')).toBe('<p>cut')
  })

  it('drops every attribute but a link’s safe href', () => {
    expect(sanitizeHtml('<p style="x" onmouseover="steal()" class=a>t</p>')).toBe('<p>t</p>')
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#97;script:alert(1)',
      'data:text/html,<b>',
      '//evil.example',
      'vbscript:x',
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    expect(sanitizeHtml("<a href='mailto:claims@corredor.example' title=t>m</a>")).toBe(
      '<a href="mailto:claims@corredor.example" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    )
    expect(sanitizeHtml('<a href="/pages/faq">f</a>')).toContain('href="/pages/faq"')
  })

  it('escapes stray markup characters and keeps entities as written', () => {
    expect(sanitizeHtml('1 < 2 > 0 & <3 &amp; &lt;b&gt; <b')).toBe(
      '1 &lt; 2 &gt; 0 &amp; &lt;3 &amp; &lt;b&gt; &lt;b',
    )
    expect(sanitizeHtml('<!-- hidden --><!DOCTYPE html><?xml x?>ok')).toBe('ok')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('')
  })
})
