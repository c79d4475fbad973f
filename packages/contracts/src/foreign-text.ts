// Our sentences name things others wrote: a reviewer's name, a shop's review id, a product's name, a column header.
// An explicit bidirectional control in one of them (an embedding, override or isolate, or a mark) reorders the rest
// of our sentence wherever it is shown - the result page, a link preview, a spreadsheet cell, a terminal - so it
// can make our words say something else ("Trojan Source", CVE-2021-42574). The server composes these sentences and
// every client shows them as plain text, so the name is made inert where it enters the sentence. Zero-width
// joiners and non-joiners stay: scripts and emoji need them, and they reorder nothing. docs/decisions/168.

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `text` as a part of one of our sentences: without bidirectional formatting characters. */
export function inSentence(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
