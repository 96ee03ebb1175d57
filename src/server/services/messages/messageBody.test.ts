import { excerptOf, plainText, sanitizeBody, textToHtml } from './messageBody';

describe('message bodies', () => {
  it('makes paragraphs of plain text, line breaks kept and markup escaped', () => {
    expect(textToHtml('Bonjour <b>tous</b> & co\r\n\r\nligne 2\nligne 3\n\n\n')).toBe(
      '<p>Bonjour &lt;b&gt;tous&lt;/b&gt; &amp; co</p><p>ligne 2<br>ligne 3</p>',
    );
  });

  it('keeps the allowed markup and links, with rel noopener, and drops the rest', () => {
    expect(
      sanitizeBody(
        '<p style="color:red" onmouseover="x()">A <em>b</em> <u>c</u></p><ul><li>d</li></ul><a href="mailto:a@b.cm" target="_blank">m</a><a href="//evil.example">e</a><a href="data:text/html,x">f</a><iframe src="https://x"></iframe><style>p{}</style>',
        'html',
      ),
    ).toBe(
      '<p>A <em>b</em> <u>c</u></p><ul><li>d</li></ul><a href="mailto:a@b.cm" rel="noopener noreferrer">m</a><a rel="noopener noreferrer">e</a><a rel="noopener noreferrer">f</a>',
    );
  });

  it('reads the text of a body for the excerpt, entities decoded, cut at 140 characters', () => {
    expect(plainText('<p>Un&nbsp;&amp; deux</p><p>trois<br>quatre</p>')).toBe('Un & deux trois quatre');
    const long = excerptOf(`<p>${'mot '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
