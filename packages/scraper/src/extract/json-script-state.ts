// The state in a `<script type="application/json">` block, decoded by the rules of the framework that wrote it:
// Nuxt 3's flattened devalue payload (devalue-payload.ts); Angular Universal's transfer state up to version 15,
// which stands &a; &q; &s; &l; &g; for & " ' < > so the JSON has no quote at all; and SvelteKit's responses
// fetched during server rendering (`data-sveltekit-fetched`), whose body is the response text as a string (base64
// with `data-b64`). Other blocks are JSON, read leniently (some shops wrap it in CDATA or comments). A block a
// template escaped as HTML (`{&quot;@type&quot;…}`, JSON-LD too) is read after its character references are
// decoded, as an HTML attribute's value would be; a block with a real quote is never decoded.
import type { Element } from 'domhandler';
import { decodeHTML } from 'entities';
import { isDevaluePayloadScript, unflattenPayload } from './devalue-payload';
import { isObject } from './json-tree';
import { parseLenientJson } from './lenient-json';

const ANGULAR_ESCAPES: Record<string, string> = { a: '&', q: '"', s: "'", l: '<', g: '>' };

const HTML_QUOTE = /&(?:quot|#34|#x22);/i;

/** A script's JSON text with the quotes an HTML template or Angular escaped put back. */
export function unescapedJsonText(code: string): string {
  if (code.includes('"')) return code;
  if (code.includes('&q;'))
    return code.replace(/&([aqslg]);/g, (_, c: string) => ANGULAR_ESCAPES[c]!);
  return HTML_QUOTE.test(code) ? decodeHTML(code) : code;
}

export function jsonScriptState(script: Element, code: string): unknown {
  const parsed = parseLenientJson(unescapedJsonText(code));
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
