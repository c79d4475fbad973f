import { describe, expect, it } from 'vitest';
import { joinWords } from '../wording';
import { layoutWords } from './layout-words';

describe('layoutWords', () => {
  it('names nothing in a plain review, one paragraph long', () => {
    expect(
      layoutWords('Works as described. The battery lasts two days and it charges fast enough.'),
    ).toEqual([]);
  });

  it('names the title, rating line, labels, bullets, bold text and paragraphs it read, with counts', () => {
    const text = [
      '**Solid Budget Blender**',
      '',
      'Rating: 4/5',
      '',
      'I use it every morning for smoothies and it crushes ice without trouble.',
      '',
      '**Pros:**',
      '- Quiet motor',
      '- Easy to clean',
      '- Cheap',
      '',
      '**Cons:**',
      '- Short cord',
    ].join('\n');
    expect(layoutWords(text)).toEqual([
      'a title line',
      '1 star-rating line',
      '2 labels such as "Pros:"',
      '4 bullet points',
      'bold text',
      'several paragraphs',
    ]);
  });

  it('counts markdown headings', () => {
    const text = [
      'I bought this lamp for my desk and it has been great so far, bright and steady.',
      '',
      '## Good',
      'The light is even and the arm holds its position.',
      '',
      '## Bad',
      'The switch feels cheap.',
    ].join('\n');
    expect(layoutWords(text)).toContain('2 headings');
  });
});

describe('joinWords', () => {
  it('joins a list the way a sentence does', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a title line'])).toBe('a title line');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('reads only the leading characters the model reads, however long the text', () => {
    const huge = `**Title**\n\n${'word '.repeat(400_000)}\n\n- a bullet far beyond the read`;
    expect(layoutWords(huge)).toEqual(['a title line', 'bold text', 'several paragraphs']);
  });
});
