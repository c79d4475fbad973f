// JSON as shops actually write it in JSON-LD blocks and inline state: comments and HTML comment / CDATA wrappers,
// trailing or doubled commas, raw line breaks inside strings, single-quoted strings and unquoted keys, unquoted
// values (`"availability": InStock`), JavaScript values (`undefined`, `new Date(2024, 0, 5)`), a block that lost
// its outer braces, and several objects written one after another. A single forward pass that never backtracks
// (every step consumes input), so it is linear in the text; nesting deeper than MAX_DEPTH gives up.

const MAX_DEPTH = 200;

class GiveUp extends Error {}

/**
 * JSON.parse when the text is valid JSON, otherwise the lenient reading; undefined when nothing is readable.
 * `bindings` gives bare identifiers used as values the value they stand for (a function's parameters).
 */
export function parseLenientJson(text: string, bindings?: ReadonlyMap<string, unknown>): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to the lenient reader
  }
  try {
    return new LenientReader(trimmed, bindings).document();
  } catch (error) {
    if (error instanceof GiveUp || error instanceof RangeError) return undefined;
    throw error;
  }
}

const isIdentChar = (ch: string) => /[\w$@.-]/.test(ch);

class LenientReader {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly bindings?: ReadonlyMap<string, unknown>,
  ) {}

  document(): unknown {
    this.skipSpace();
    const start = this.pos;
    const first = this.value(0);
    this.skipSpace();
    if (this.peek() === ':' && typeof first === 'string') {
      // `"@type": "Product", …` without the outer braces.
      this.pos = start;
      return this.members(0, null);
    }
    const values = [first];
    while (this.pos < this.text.length) {
      const before = this.pos;
      if (this.peek() === ',' || this.peek() === ';') this.pos++;
      else values.push(this.value(0));
      this.skipSpace();
      if (this.pos === before) this.pos++;
    }
    const found = values.filter((v) => v !== undefined);
    if (found.length === 0) throw new GiveUp();
    return found.length === 1 ? found[0] : found;
  }

  private peek(): string {
    return this.text[this.pos] ?? '';
  }

  private skipSpace(): void {
    const t = this.text;
    for (;;) {
      const ch = t[this.pos];
      if (ch === undefined) return;
      if (
        ch === ' ' ||
        ch === '\n' ||
        ch === '\r' ||
        ch === '\t' ||
        ch === '\f' ||
        ch === '\u00a0'
      ) {
        this.pos++;
      } else if (t.startsWith('//', this.pos)) {
        const end = t.indexOf('\n', this.pos);
        this.pos = end === -1 ? t.length : end + 1;
      } else if (t.startsWith('/*', this.pos)) {
        const end = t.indexOf('*/', this.pos + 2);
        this.pos = end === -1 ? t.length : end + 2;
      } else if (t.startsWith('<!--', this.pos)) {
        this.pos += 4;
      } else if (t.startsWith('-->', this.pos)) {
        this.pos += 3;
      } else if (t.startsWith('<![CDATA[', this.pos)) {
        this.pos += 9;
      } else if (t.startsWith(']]>', this.pos)) {
        this.pos += 3;
      } else return;
    }
  }

  private value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new GiveUp();
    this.skipSpace();
    const ch = this.peek();
    if (ch === '{') {
      this.pos++;
      return this.members(depth + 1, '}');
    }
    if (ch === '[') {
      this.pos++;
      return this.elements(depth + 1);
    }
    if (ch === '"' || ch === "'" || ch === '`') return this.string();
    if (ch === '') return undefined;
    return this.bare(depth);
  }

  /** Object members up to `close` (or the end of the text when the braces are missing). */
  private members(depth: number, close: '}' | null): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    for (;;) {
      this.skipSpace();
      const ch = this.peek();
      if (ch === '') return object;
      if (ch === close) {
        this.pos++;
        return object;
      }
      if (ch === ',' || ch === ';') {
        this.pos++;
        continue;
      }
      if (ch === ']' || ch === '}') {
        // A stray closer: tolerated when it is not ours.
        this.pos++;
        if (close !== null) return object;
        continue;
      }
      const key = this.key();
      this.skipSpace();
      if (this.peek() === ':' || this.peek() === '=') {
        this.pos++;
        const value = this.value(depth);
        if (key !== '') object[key] = value === undefined ? null : value;
      } else if (key !== '') {
        object[key] = null;
      }
    }
  }

  private elements(depth: number): unknown[] {
    const array: unknown[] = [];
    for (;;) {
      this.skipSpace();
      const ch = this.peek();
      if (ch === '') return array;
      if (ch === ']') {
        this.pos++;
        return array;
      }
      if (ch === ',') {
        this.pos++;
        continue;
      }
      if (ch === '}') {
        this.pos++;
        return array;
      }
      const before = this.pos;
      const value = this.value(depth);
      if (value !== undefined) array.push(value);
      if (this.pos === before) this.pos++;
    }
  }

  private key(): string {
    const ch = this.peek();
    if (ch === '"' || ch === "'" || ch === '`') return this.string();
    const start = this.pos;
    const t = this.text;
    while (this.pos < t.length && !/[\s:=,{}[\]]/.test(t[this.pos]!)) this.pos++;
    if (this.pos === start) this.pos++;
    return t.slice(start, this.pos);
  }

  private string(): string {
    const t = this.text;
    const quote = t[this.pos++]!;
    const parts: string[] = [];
    let runStart = this.pos;
    while (this.pos < t.length) {
      const ch = t[this.pos]!;
      if (ch === quote) {
        parts.push(t.slice(runStart, this.pos));
        this.pos++;
        return parts.join('');
      }
      if (ch === '\\') {
        parts.push(t.slice(runStart, this.pos));
        parts.push(this.escape());
        runStart = this.pos;
        continue;
      }
      this.pos++;
    }
    parts.push(t.slice(runStart));
    return parts.join('');
  }

  private escape(): string {
    const t = this.text;
    const ch = t[this.pos + 1] ?? '';
    this.pos += 2;
    switch (ch) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'u':
      case 'x': {
        const length = ch === 'u' ? 4 : 2;
        const hex = t.slice(this.pos, this.pos + length);
        if (/^[0-9a-f]+$/i.test(hex) && hex.length === length) {
          this.pos += length;
          return String.fromCharCode(parseInt(hex, 16));
        }
        return ch;
      }
      case '\n':
        return '';
      default:
        return ch;
    }
  }

  /** An unquoted value: keyword, number, JavaScript call (`new Date(…)`) or bare word (`InStock`, a URL). */
  private bare(depth: number): unknown {
    const t = this.text;
    const start = this.pos;
    if (t.startsWith('new ', this.pos)) this.pos += 4;
    while (this.pos < t.length && isIdentChar(t[this.pos]!)) this.pos++;
    const word = t.slice(start, this.pos).trim();
    this.skipInlineSpace();
    if (this.peek() === '(' && word) {
      this.pos++;
      return callValue(word, this.elementsUntil(')', depth + 1));
    }
    // The rest of a bare value runs to the next separator on the same line ("http://schema.org/InStock").
    while (
      this.pos < t.length &&
      !/[,}\]\n\r]/.test(t[this.pos]!) &&
      !t.startsWith('/*', this.pos) &&
      !(t[this.pos] === '/' && t[this.pos + 1] === '/' && /\s/.test(t[this.pos - 1] ?? ''))
    )
      this.pos++;
    if (this.pos === start) {
      this.pos++;
      return undefined;
    }
    const value = t.slice(start, this.pos).trim();
    return this.bindings?.has(value) ? this.bindings.get(value) : bareValue(value);
  }

  private skipInlineSpace(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  private elementsUntil(close: ')', depth: number): unknown[] {
    const args: unknown[] = [];
    for (;;) {
      this.skipSpace();
      const ch = this.peek();
      if (ch === '') return args;
      if (ch === close) {
        this.pos++;
        return args;
      }
      if (ch === ',') {
        this.pos++;
        continue;
      }
      const before = this.pos;
      if (
        /[\w$.-]/.test(ch) ||
        ch === '"' ||
        ch === "'" ||
        ch === '`' ||
        ch === '{' ||
        ch === '['
      ) {
        args.push(this.valueInCall(depth));
      }
      if (this.pos === before) this.pos++;
    }
  }

  private valueInCall(depth: number): unknown {
    const ch = this.peek();
    if (ch === '{' || ch === '[' || ch === '"' || ch === "'" || ch === '`')
      return this.value(depth);
    const t = this.text;
    const start = this.pos;
    while (this.pos < t.length && /[\w$.+-]/.test(t[this.pos]!)) this.pos++;
    return bareValue(t.slice(start, this.pos));
  }
}

function bareValue(word: string): unknown {
  if (word === 'true' || word === '!0') return true;
  if (word === 'false' || word === '!1') return false;
  if (/^(?:null|undefined|NaN|void 0|-?Infinity)$/.test(word)) return null;
  if (/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(word)) return Number(word);
  return word;
}

/** `new Date(…)`, `Date.UTC(…)` and similar become ISO strings; other calls give their first argument. */
function callValue(name: string, args: unknown[]): unknown {
  if (/\bDate\b/.test(name)) {
    const numbers = args.filter((a): a is number => typeof a === 'number');
    if (args.length === 1 && typeof args[0] === 'string') return args[0];
    if (numbers.length === 1 && args.length === 1) {
      const date = new Date(numbers[0]!);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    if (numbers.length >= 2 && numbers.length === args.length) {
      const [year, month, day = 1, hours = 0, minutes = 0, seconds = 0] = numbers;
      const date = new Date(Date.UTC(year!, month!, day, hours, minutes, seconds));
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    return null;
  }
  return args[0] ?? null;
}
