// The state in a `<script type="application/json">` block, decoded by the rules of the framework that wrote it:
// Nuxt 3's flattened devalue payload (devalue-payload.ts); Angular Universal's transfer state up to version 15,
// which stands &a; &q; &s; &l; &g; for & " ' < > so the JSON has no quote at all; and SvelteKit's responses
// fetched during server rendering (`data-sveltekit-fetched`), whose body is the response text as a string (base64
// with `data-b64`). Other blocks are JSON, read leniently (some shops wrap it in CDATA or comments).
import type { Element } from 'domhandler';
import { isDevaluePayloadScript, unflattenPayload } from './devalue-payload';
import { isObject } from './json-tree';
import { parseLenientJson } from './lenient-json';

const ANGULAR_ESCAPES: Record<string, string> = { a: '&', q: '"', s: "'", l: '<', g: '>' };

export function jsonScriptState(script: Element, code: string): unknown {
  const text =
    !code.includes('"') && code.includes('&q;')
      ? code.replace(/&([aqslg]);/g, (_, c: string) => ANGULAR_ESCAPES[c]!)
      : code;
  const parsed = parseLenientJson(text);
  if (isDevaluePayloadScript(script)) return unflattenPayload(parsed);
  if (script.attribs['data-sveltekit-fetched'] !== undefined && isObject(parsed)) {
    const body = typeof parsed.body === 'string' ? parsed.body : '';
    const json =
      script.attribs['data-b64'] !== undefined
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
    return { ...parsed, body: parseLenientJson(json) ?? null };
  }
  return parsed;
}
