// Measures whether the single-byte code page of Czech and Hungarian text can be told from Windows-1252 by its letters
// (docs/decisions/231-review-exports-dressed-in-untried-ways.md). Text: Lighthouse's translated UI messages (a
// dependency of the repository), one language per file, in samples of 20 messages (a small review export's worth).
// Each sample is written in its language's code page, then judged by chooseSingleByte and by a candidate rule: a
// Windows-1252 reading that holds two letters no one Western language writes together (õ with û: Hungarian ő ű;
// ø with ì: Czech ř ě).
//   npm run report:code-pages -w @reviewsentry/review-values
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chooseSingleByte } from '../src/decode/single-byte';
import { decodeBytes } from '../src/decode/text-decoder';

const LANGUAGES: Record<string, 'windows-1250' | 'windows-1252'> = {
  cs: 'windows-1250',
  hu: 'windows-1250',
  sk: 'windows-1250',
  sl: 'windows-1250',
  hr: 'windows-1250',
  pl: 'windows-1250',
  da: 'windows-1252',
  no: 'windows-1252',
  sv: 'windows-1252',
  fi: 'windows-1252',
  de: 'windows-1252',
  nl: 'windows-1252',
  fr: 'windows-1252',
  it: 'windows-1252',
  es: 'windows-1252',
  pt: 'windows-1252',
  'pt-PT': 'windows-1252',
  ca: 'windows-1252',
};
const SAMPLE_MESSAGES = 20;

const locales = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'shared/localization/locales',
);

/** Byte for each character a code page writes (its upper half; ASCII is itself). */
function encoder(encoding: string): (text: string) => Uint8Array | null {
  const upper = decodeBytes(
    Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i),
    encoding,
  );
  const byteOf = new Map([...upper].map((c, i) => [c, 0x80 + i]));
  return (text) => {
    const out: number[] = [];
    for (const c of text) {
      const code = c.charCodeAt(0);
      const b = code < 0x80 ? code : byteOf.get(c);
      if (b === undefined) return null;
      out.push(b);
    }
    return Uint8Array.from(out);
  };
}

const westernPair = (text: string): boolean =>
  (text.includes('õ') && text.includes('û')) || (text.includes('ø') && text.includes('ì'));

console.log('language  page          samples  read right  pair rule says 1250');
for (const [language, page] of Object.entries(LANGUAGES)) {
  const json = JSON.parse(readFileSync(join(locales, `${language}.json`), 'utf8')) as Record<
    string,
    { message: string }
  >;
  const encode = encoder(page);
  const messages = Object.values(json)
    .map((m) => m.message.replace(/\[([^\]]*)\]\([^)]*\)|\{[^}]*\}/gu, '$1'))
    .map((m) => encode(m))
    .filter((b): b is Uint8Array => b !== null);
  let samples = 0;
  let right = 0;
  let pair = 0;
  for (let i = 0; i + SAMPLE_MESSAGES <= messages.length; i += SAMPLE_MESSAGES) {
    const parts = messages.slice(i, i + SAMPLE_MESSAGES);
    const bytes = Uint8Array.from(parts.flatMap((p) => [...p, 0x0a]));
    samples++;
    // Right when the page chosen reads the text as written (pages that agree on every byte used are alike).
    const written = decodeBytes(bytes, page);
    if (decodeBytes(bytes, chooseSingleByte(bytes)) === written) right++;
    if (westernPair(decodeBytes(bytes, 'windows-1252'))) pair++;
  }
  console.log(
    `${language.padEnd(9)} ${page.padEnd(13)} ${String(samples).padStart(7)}  ${String(right).padStart(10)}  ${String(pair).padStart(19)}`,
  );
}
