import { describe, expect, it } from 'vitest';
import { isSafeContentUrl, renderContent, renderContentKept } from '../src/pages/render-content';

const body = (markdown: string) => renderContent(markdown).body;
const inline = (markdown: string) => renderContent(`::: x\n${markdown}`).blocks.x ?? '';

// Decision 0019: what an editor types can never run script in a visitor's browser.
describe('page content rendering', () => {
  it('renders Markdown: headings, emphasis, lists and safe links', () => {
    expect(body('# Title\n\nSome *text* and [us](mailto:hi@example.com).\n\n- one\n- two')).toBe(
      '<h1>Title</h1>\n<p>Some <em>text</em> and <a href="mailto:hi@example.com">us</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
    expect(
      body('[a](https://example.com/x) [b](/en/privacy-policy) [c](tel:+15550100) [d](#part)'),
    ).toBe(
      '<p><a href="https://example.com/x">a</a> <a href="/en/privacy-policy">b</a> <a href="tel:+15550100">c</a> <a href="#part">d</a></p>\n',
    );
  });

  it('splits named blocks and renders them inline; text before the first is the body', () => {
    const rendered = renderContent(
      'Intro.\n\n::: hero.tagline\nBecome online in **1 click**\n::: about.text\n{brand} is *small*.\n',
    );
    expect(rendered).toEqual({
      body: '<p>Intro.</p>\n',
      sections: [],
      blocks: {
        'hero.tagline': 'Become online in <strong>1 click</strong>',
        'about.text': '{brand} is <em>small</em>.',
      },
    });
    expect(renderContent('::: a\nA').body).toBe('');
  });

  it('splits the body at its level-2 headings, each with its anchor', () => {
    expect(
      renderContent(
        'Intro {brand}.\n\n## 1. Who *we* are {#who}\n\nUs.\n\n### Detail\n\n- a\n\n## Rights\n\nYours.',
      ),
    ).toEqual({
      body: '<p>Intro {brand}.</p>\n',
      sections: [
        {
          id: 'who',
          heading: '1. Who <em>we</em> are',
          html: '<p>Us.</p>\n<h3>Detail</h3>\n<ul>\n<li>a</li>\n</ul>\n',
        },
        { id: 'section-2', heading: 'Rights', html: '<p>Yours.</p>\n' },
      ],
      blocks: {},
    });
    // A heading inside a list or quote is no section.
    expect(renderContent('> ## Quoted').sections).toEqual([]);
  });

  it('shows raw HTML as text: script tags, event attributes, iframes, comments', () => {
    for (const source of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)>',
      '<!-- --><script>alert(1)</script>',
      '<div\nonmouseover="alert(1)">x</div>',
    ]) {
      for (const html of [body(source), inline(source)]) {
        expect(html).not.toMatch(/<(script|img|a|iframe|svg|div)\b/i);
        expect(html).toContain('&lt;');
      }
    }
  });

  it('drops links and images to javascript:, vbscript:, data: and other origins, however written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;avascript:alert(1)',
      'java%0ascript:alert(1)',
      '\\javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///etc/passwd',
      '//evil.example/x',
      'relative/path',
    ]) {
      for (const html of [body(`[x](${url}) ![y](${url}) <${url}>`), inline(`[x](${url})`)]) {
        expect(html).not.toMatch(/<a |<img /);
        expect(html.toLowerCase()).not.toMatch(/href=|src=/);
      }
    }
    expect(body('[x](<javascript:alert(1)>)')).not.toContain('href');
    // Browsers read a backslash after the first slash as a second slash; percent-encoded, it stays a path here.
    expect(body('[x](/\\evil.example/x)')).toBe('<p><a href="/%5Cevil.example/x">x</a></p>\n');
    expect(body('[x]: javascript:alert(1)\n\n[x]')).not.toContain('href');
  });

  it('keeps attribute values quoted and escaped, so text cannot leave them', () => {
    const html = body(
      '[x](https://example.com/"onmouseover="alert(1)) ![a" onerror="alert(1)](/i.png)',
    );
    expect(html).not.toMatch(/\s on\w+=/i);
    expect(html).not.toMatch(/"\s*on\w+="/i);
    expect(body('&lt;script&gt; &#60;script&#62;')).toBe('<p>&lt;script&gt; &lt;script&gt;</p>\n');
  });

  it('judges URLs as documented', () => {
    expect(isSafeContentUrl('https://example.com')).toBe(true);
    expect(isSafeContentUrl('/en')).toBe(true);
    expect(isSafeContentUrl('//example.com')).toBe(false);
    expect(isSafeContentUrl(' javascript:alert(1)')).toBe(false);
  });

  it('renderContentKept answers as renderContent, the same source rendered once', () => {
    const source = 'Kept *once*\n::: hero.tagline\nGo';
    const first = renderContentKept(source);
    expect(first).toEqual(renderContent(source));
    expect(renderContentKept(source)).toBe(first);
    expect(renderContentKept(`${source}!`)).not.toBe(first);
  });
});
