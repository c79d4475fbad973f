import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRUCTURE_FEATURE_NAMES, isPlainText, readChatStructure } from './chat-structure';

function features(text: string): Record<string, number> {
  const { features: f } = readChatStructure(text);
  return Object.fromEntries(STRUCTURE_FEATURE_NAMES.map((n, i) => [n, f[i]!]));
}

const CHAT_ANSWER = [
  "Sure! Here's a review of the Ninja Professional Blender:",
  '',
  '**Title: A Game-Changer for My Morning Smoothies**',
  '',
  '**Rating: \u2605\u2605\u2605\u2605\u2606 (4/5)**',
  '',
  'I recently purchased the Ninja Professional Blender, and it has transformed my mornings.',
  '',
  '**Pros:**',
  '- Powerful motor that handles frozen fruit with ease',
  '- Easy to clean (dishwasher safe!)',
  '',
  '**Cons:**',
  '- Quite loud',
  '',
  '**Verdict:** A fantastic choice at a reasonable price.',
  '',
  "Let me know if you'd like me to adjust the tone or length!",
].join('\n');

describe('readChatStructure', () => {
  it('reads every kind of scaffolding of a chat answer and keeps only the prose', () => {
    const f = features(CHAT_ANSWER);
    expect(f.lead_in).toBe(1);
    expect(f.closing_offer).toBe(1);
    expect(f.title_line).toBe(1);
    expect(f.rating_line).toBeCloseTo(Math.log1p(1));
    expect(f.bold_spans).toBeCloseTo(Math.log1p(5));
    expect(f.bullet_lines).toBeCloseTo(Math.log1p(3));
    expect(f.label_lines).toBeCloseTo(Math.log1p(2));
    const { prose } = readChatStructure(CHAT_ANSWER);
    expect(prose).not.toMatch(/Sure|Let me know|\*\*|\u2605|^- /m);
    expect(prose).toContain('A Game-Changer for My Morning Smoothies.');
    expect(prose).toContain('Powerful motor that handles frozen fruit with ease.');
    expect(prose).toContain('Verdict: A fantastic choice at a reasonable price.');
  });

  it('reads headings, template slots and "n/5" rating lines', () => {
    const f = features(
      '# Great app for budgeting\n\nI have used [App Name] for three months now.\n\nOverall rating: 4.5/5',
    );
    expect(f.title_line).toBe(1);
    expect(f.heading_lines).toBeGreaterThan(0);
    expect(f.template_slots).toBeGreaterThan(0);
    expect(f.rating_line).toBeGreaterThan(0);
    expect(f.paragraphs).toBeCloseTo(Math.log(2));
  });

  it('returns a plain text unchanged with all-zero features, as the fast path assumes', () => {
    const text = 'Works well. The lid is a bit loose but for the price I am happy with it.';
    expect(isPlainText(text)).toBe(true);
    const r = readChatStructure(text);
    expect(r.prose).toBe(text);
    expect([...r.features].every((v) => v === 0)).toBe(true);
  });

  it('does not read human habits as chat scaffolding', () => {
    for (const text of [
      '***UPDATE*** it broke after two weeks, do not buy',
      'Here is the disclaimer:  I was already a proponent of tort reform before I read this book.',
      'Sure this book is only for beginners, but for the price it is fine.',
      'what a f***ing waste of money',
    ]) {
      const f = features(text);
      expect(f.lead_in, text).toBe(0);
      expect(f.bold_spans, text).toBe(0);
      expect(f.title_line, text).toBe(0);
    }
  });

  it('keeps a text of one paragraph at paragraphs 0, like a plain text', () => {
    expect(features('line one of a hard-wrapped\nreview that goes on').paragraphs).toBe(0);
  });

  it('marks chat markdown: a heading line or a bold label followed by text, nothing else', () => {
    const md = (t: string): boolean => readChatStructure(t).chatMarkdown;
    expect(md('# Review: Notion\n\nI started using it last month.')).toBe(true);
    expect(md('Great kettle.\n## What I love\nIt boils fast.')).toBe(true);
    expect(md('**Rating: 3/5**\n\n**Summary:** It gets the job done.')).toBe(true);
    expect(md('**Pros:**\n- Fast\n- Quiet')).toBe(false);
    expect(md('**Great kettle**\n\nIt boils fast and looks nice.')).toBe(false);
    expect(md('I give it #1 spot. Summary: it works.')).toBe(false);
    expect(md('Plain text without any marker at all, as most reviews are.')).toBe(false);
  });

  it('never throws and keeps every feature finite (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const r = readChatStructure(text);
        return typeof r.prose === 'string' && [...r.features].every(Number.isFinite);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

// A chat answer's framing hidden from the patterns by characters a reader does not see, or by look-alike
// letters, is still read as framing (review-values matchingText); ASCII text is matched as it is.
describe('framing spelled to hide from the patterns', () => {
  const leadIn =
    "Sure! Here's a review of the blender:\n\nIt works well and is quiet. The jar is sturdy.";
  const closing =
    "It works well and is quiet. The jar is sturdy.\n\nLet me know if you'd like any changes!";
  const slot = 'I love my new [Product Name]. It works well and is quiet.\nThe jar is sturdy.';
  it.each([
    ['a zero-width space', leadIn.replace('review', 're\u200bview'), 'lead_in'],
    ['fullwidth letters', leadIn.replace('Sure', 'Ｓｕｒｅ'), 'lead_in'],
    [
      'fullwidth letters on one line',
      'Ｓｕｒｅ! Here\u2019s a review of the blender: It works.',
      'lead_in',
    ],
    ['a Cyrillic е', leadIn.replace('Here', 'H\u0435re'), 'lead_in'],
    ['a soft hyphen', closing.replace('Let', 'Le\u00adt'), 'closing_offer'],
    ['a Cyrillic о', closing.replace('know', 'kn\u043ew'), 'closing_offer'],
    ['a word joiner', slot.replace('Product', 'Pro\u2060duct'), 'template_slots'],
  ])('%s', (_, text, feature) => {
    expect(features(text)[feature]).toBeGreaterThan(0);
  });
});
