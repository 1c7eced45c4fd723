import { describe, expect, test } from 'bun:test';
import { htmlToParagraphs } from './html-to-paragraphs.ts';
import { paragraphsToHtml } from './paragraphs-to-html.ts';

describe('paragraphsToHtml', () => {
  test('a <p> per paragraph, <br> between its lines', () => {
    expect(paragraphsToHtml('Dear Ms. Doe,\n\nI am excited & ready.\nBest')).toBe('<p>Dear Ms. Doe,</p><p>I am excited &amp; ready.<br>Best</p>');
    expect(paragraphsToHtml('One paragraph')).toBe('<p>One paragraph</p>');
    expect(paragraphsToHtml('• One\n• Two')).toBe('<p>• One<br>• Two</p>');
    expect(paragraphsToHtml('')).toBe('');
  });

  test('text is escaped: what looks like markup stays text', () => {
    expect(paragraphsToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(paragraphsToHtml('from <5% to >20% at "AT&T" & O\'Brien')).toBe('<p>from &lt;5% to &gt;20% at &quot;AT&amp;T&quot; &amp; O&apos;Brien</p>');
    expect(paragraphsToHtml('&amp; stays &amp;')).toBe('<p>&amp;amp; stays &amp;amp;</p>');
    expect(paragraphsToHtml('Grüße, café – 😀')).toBe('<p>Grüße, café – 😀</p>');
  });

  test('reading the HTML back gives the same paragraphs', () => {
    for (const text of [
      'Dear Ms. Doe,\n\nI am excited & ready.\nBest',
      '&lt;b&gt; is not a tag\n\n<b>neither</b> is this',
      'Line one\nLine two\nLine three\n\nSecond paragraph',
      'from <5% to >20%',
      '• One\n• Two\n\nAfter',
      '"quotes" and \'apostrophes\' and &amp;',
    ]) {
      expect(htmlToParagraphs(paragraphsToHtml(text))).toBe(text);
    }
  });

  test('HTML a client sent comes back as the same paragraphs, without the markup that was never kept', () => {
    const sent = '<p>Dear Ms. Doe,</p><p>I am <b>excited</b> &amp; ready.<br>Best</p>';
    const stored = htmlToParagraphs(sent);
    const html = paragraphsToHtml(stored);
    expect(html).toBe('<p>Dear Ms. Doe,</p><p>I am excited &amp; ready.<br>Best</p>');
    expect(htmlToParagraphs(html)).toBe(stored);
  });
});
