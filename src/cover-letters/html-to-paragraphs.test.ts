import { describe, expect, test } from 'bun:test';
import { htmlToParagraphs, normalizeParagraphs } from './html-to-paragraphs.ts';

describe('htmlToParagraphs', () => {
  test('paragraphs, line breaks and inline markup', () => {
    expect(htmlToParagraphs('<p>Dear Ms. Doe,</p><p>I am <b>excited</b> &amp; ready.<br>Best</p>')).toBe('Dear Ms. Doe,\n\nI am excited & ready.\nBest');
    expect(htmlToParagraphs('<p class="x" style="margin:0">A<br/>B<br />C<BR></p>')).toBe('A\nB\nC');
    expect(htmlToParagraphs('<P>Upper</P><P>case</P>')).toBe('Upper\n\ncase');
    expect(htmlToParagraphs('<p>I <i>really</i> <strong>want</strong> <a href="https://acme.example">this</a> <span>job</span>.</p>')).toBe('I really want this job.');
    expect(htmlToParagraphs('<h1>Application</h1>Body text')).toBe('Application\n\nBody text');
    expect(htmlToParagraphs('<p>Regards,<br></p>')).toBe('Regards,');
  });

  test('nested divs and blocks give one blank line between paragraphs, never more', () => {
    expect(htmlToParagraphs('<div><div>A</div><div>B</div></div>')).toBe('A\n\nB');
    expect(htmlToParagraphs('<div><div><p>A</p></div></div><div><section><article>B</article></section></div>')).toBe('A\n\nB');
    expect(htmlToParagraphs('<p>a</p>\n\n\n<p>b</p>')).toBe('a\n\nb');
    expect(htmlToParagraphs('<blockquote>Quote</blockquote>After')).toBe('Quote\n\nAfter');
    expect(htmlToParagraphs('<p></p><p> </p><div><br></div><p>Only</p>')).toBe('Only');
  });

  test('lists become bullet lines', () => {
    expect(htmlToParagraphs('<p>Highlights:</p><ul><li>One</li><li>Two</li></ul><p>After</p>')).toBe('Highlights:\n\n• One\n• Two\n\nAfter');
    expect(htmlToParagraphs('<ol><li>First</li><li value="2">Second</li></ol>')).toBe('• First\n• Second');
  });

  test('entities: named, decimal and hexadecimal; invalid code points dropped; unknown names kept', () => {
    expect(htmlToParagraphs('&lt;b&gt; &quot;q&quot; &apos;a&apos; &amp;amp;')).toBe('<b> "q" \'a\' &amp;');
    expect(htmlToParagraphs('&ndash; &mdash; &hellip; &rsquo;&lsquo;&rdquo;&ldquo; &euro; &copy;')).toBe('– — … ’‘”“ € ©');
    // HTML5 names are case-sensitive: &AMP; is a legacy alias of &amp;, &Lt; is U+226A.
    expect(htmlToParagraphs('&AMP; &Lt;')).toBe('& ≪');
    expect(htmlToParagraphs('caf&#233; &#x41;&#X42; &#128512;')).toBe('café AB 😀');
    expect(htmlToParagraphs('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
    expect(htmlToParagraphs('&unknown; & alone; AT&T')).toBe('&unknown; & alone; AT&T');
    // Entities are decoded after the tags are gone: an escaped tag is text, not markup.
    expect(htmlToParagraphs('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  test('common named entities for accented letters are decoded', () => {
    // Rich-text editors (TinyMCE's default, Word exports) write accents as named entities.
    expect(htmlToParagraphs('<p>My r&eacute;sum&eacute; &ndash; &Uuml;bersicht, &ccedil;a va</p>')).toBe('My résumé – Übersicht, ça va');
  });

  test('&nbsp; and whitespace collapse inside lines; lines are trimmed', () => {
    expect(htmlToParagraphs('&nbsp;x&nbsp;&nbsp;y&nbsp;')).toBe('x y');
    expect(htmlToParagraphs('<p>  lots   of\t spaces  </p>')).toBe('lots of spaces');
    expect(htmlToParagraphs('<p>\n  Dear team,\n  hello\n</p>')).toBe('Dear team,\nhello');
  });

  test('scripts, styles, head, templates and comments are removed with their content', () => {
    expect(htmlToParagraphs('<script>alert(1)</script><p>Hi</p><style>p { color: red }</style><!-- note -->')).toBe('Hi');
    expect(htmlToParagraphs('<SCRIPT type="text/javascript">bad()</SCRIPT >ok')).toBe('ok');
    expect(htmlToParagraphs('<html><head><title>T</title></head><body><p>Body</p></body></html>')).toBe('Body');
    expect(htmlToParagraphs('<template><p>hidden</p></template><p>shown</p>')).toBe('shown');
    expect(htmlToParagraphs('a<!-- multi\nline <p>comment</p> -->b')).toBe('ab');
    expect(htmlToParagraphs('<script>1</script>')).toBe('');
  });

  test('plain text passes through with its paragraphs normalised', () => {
    expect(htmlToParagraphs('Dear team,\r\n\r\n\r\nI apply.\r\nThanks')).toBe('Dear team,\n\nI apply.\nThanks');
    expect(htmlToParagraphs('Hello')).toBe('Hello');
    expect(htmlToParagraphs('')).toBe('');
  });

  test('options: another bullet, and source line breaks collapsed as a browser would', () => {
    expect(htmlToParagraphs('<ul><li>One</li><li>Two</li></ul>', { bullet: '- ' })).toBe('- One\n- Two');
    expect(htmlToParagraphs('<p>We are looking\n  for an engineer.<br>Apply</p>', { sourceLineBreaks: 'collapse' })).toBe('We are looking for an engineer.\nApply');
    // Without tags there is nothing to collapse: the lines are the text's own.
    expect(htmlToParagraphs('Line one\nLine two', { sourceLineBreaks: 'collapse' })).toBe('Line one\nLine two');
  });

  test('a "<" that does not open a tag is text', () => {
    expect(htmlToParagraphs('Revenue grew from <5% to >20% in a year')).toBe('Revenue grew from <5% to >20% in a year');
    expect(htmlToParagraphs('if a < b and c > d')).toBe('if a < b and c > d');
  });
});

describe('normalizeParagraphs', () => {
  test('one blank line between paragraphs, lines kept, spaces collapsed', () => {
    expect(normalizeParagraphs('A\n\n\n\nB')).toBe('A\n\nB');
    expect(normalizeParagraphs('A\n \t\nB')).toBe('A\n\nB');
    expect(normalizeParagraphs('A\nB')).toBe('A\nB');
    expect(normalizeParagraphs('  A  \u00a0 b  \n\n  c ')).toBe('A b\n\nc');
    expect(normalizeParagraphs('A\r\nB\rC')).toBe('A\nB\nC');
    expect(normalizeParagraphs('\n\n  \n')).toBe('');
  });

  test('does not interpret markup', () => {
    expect(normalizeParagraphs('Use <b>bold</b> &amp; more')).toBe('Use <b>bold</b> &amp; more');
  });
});
