import { describe, expect, it } from 'vitest';
import { cleanShort, cleanText } from './clean-text';
import { decodeHtmlEntities } from './html-entities';

describe('cleanText', () => {
  it.each([
    ['Very niceREAD MORE', 'Very nice'],
    [
      'So beautiful, so elegant, just a vowww😍❤️READ MORE',
      'So beautiful, so elegant, just a vowww😍❤️',
    ],
    ['Battery backup is good but...READ MORE', 'Battery backup is good but'],
    ['Great pot!\nRead more', 'Great pot!'],
    ['Great pot. Read more', 'Great pot.'],
    ['The media could not be loaded.\n Works great', 'Works great'],
    ['Works great… more', 'Works great'],
  ])('removes scraped page text from %j', (raw, expected) => {
    const out = cleanText(raw);
    expect(out.text).toBe(expected);
    expect(out.noiseRemoved).toBe(true);
  });

  it('keeps the words when they are the writer’s own', () => {
    expect(cleanText('My kids want to read more').text).toBe('My kids want to read more');
    expect(cleanText('Now I can Read more').noiseRemoved).toBe(false);
  });

  it('decodes entities, drops simple HTML and control characters, tidies whitespace', () => {
    expect(cleanText('Tom &amp; Jerry&#39;s &quot;best&quot; &#x263A;').text).toBe(
      'Tom & Jerry\'s "best" ☺',
    );
    expect(cleanText('Line one<br/>Line <b>two</b>\u0000').text).toBe('Line one\nLine two');
    expect(cleanText('  a \t  b\r\n\r\n\r\n\r\nc  ').text).toBe('a b\n\nc');
    expect(cleanText('I <3 this & that > those').text).toBe('I <3 this & that > those');
  });

  it('reads the backslash escapes of exports that escape rather than double quotes (PHP, MySQL, JSON dumps)', () => {
    expect(cleanText('He said \\"great\\" and it was').text).toBe('He said "great" and it was');
    expect(cleanText('First line\\nSecond line\\r\\nThird\\tend').text).toBe(
      'First line\nSecond line\nThird end',
    );
    expect(cleanText('a path C:\\\\new and a shrug ¯\\_(ツ)_/¯ \\o/').text).toBe(
      'a path C:\\new and a shrug ¯\\_(ツ)_/¯ \\o/',
    );
  });

  it('reads markup escaped once more than the cell needs, as review apps store and export it', () => {
    expect(cleanText('Great mug.&lt;br /&gt;&lt;br /&gt;Keeps it hot.').text).toBe(
      'Great mug.\n\nKeeps it hot.',
    );
    expect(cleanText('&lt;p&gt;Great&lt;/p&gt;&lt;p&gt;Keeps it hot&lt;/p&gt;').text).toBe(
      'Great\nKeeps it hot',
    );
    expect(cleanText('It&amp;#39;s great, Tom &amp;amp; Jerry').text).toBe(
      "It's great, Tom & Jerry",
    );
    // Escaped once, a comparison is the writer's and stays.
    expect(cleanText('5 &lt; 6 and 7 &gt; 2').text).toBe('5 < 6 and 7 > 2');
  });

  it('reads a break tag as the line break a file writes: the space beside it goes the same way', () => {
    expect(cleanText('<p>Arrived warm. <br>Used one ice pack.</p>').text).toBe(
      cleanText('Arrived warm. \nUsed one ice pack.').text,
    );
  });

  it('leaves unknown entities alone', () => {
    expect(decodeHtmlEntities('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });
});

describe('cleanShort', () => {
  it('cleans short values to one line and drops placeholders', () => {
    expect(cleanShort('  Mousam  Guha Roy ')).toBe('Mousam Guha Roy');
    expect(cleanShort('a\nb')).toBe('a b');
    expect(cleanShort('N/A')).toBeUndefined();
  });
});
