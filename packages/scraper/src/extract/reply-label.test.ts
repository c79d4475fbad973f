// The label a shop's answer to a review opens with, in the shops' languages, and short lines that are not one.
import { describe, expect, it } from 'vitest';
import { isReplyLabel, startsWithReplyLabel } from './field-hints';

describe('a reply label', () => {
  it.each([
    'Response from the seller',
    'Reply from Acme Outdoor:',
    'Store response',
    "Seller's reply",
    'Acme replied',
    'Antwort des Händlers',
    'Réponse du vendeur',
    'Commentaire de Marchand le 05/03/2024',
    'Respuesta del vendedor',
    'Risposta del venditore',
    'Reactie van de verkoper',
    'Resposta da loja',
    'Odpowiedź sklepu',
    'ショップからの返信',
    // Shopware 6's `detail.reviewCommentLabel` (storefront snippets en-GB, de-DE).
    'Our feedback:',
    'Unser Kommentar:',
  ])('%s', (label) => expect(isReplyLabel(label)).toBe(true));

  it.each(['Reply', 'Great flask', 'Helpful (2)', 'Verified purchase', 'Anna'])('not %s', (text) =>
    expect(isReplyLabel(text)).toBe(false),
  );
});

// Shopware 6 prints its label and the shop's words in one footer: "Unser Kommentar: Vielen Dank …".
describe('a line that opens with a reply label', () => {
  it.each([
    'Unser Kommentar: Vielen Dank für Ihre Bewertung, wir senden Ihnen einen neuen Deckel.',
    'Our feedback: Thank you, a new lid is on its way.',
    'Response from the seller: we are sorry to hear that.',
  ])('%s', (line) => expect(startsWithReplyLabel(line)).toBe(true));

  it.each([
    'Our feedback:',
    'Great flask: keeps tea hot all day.',
    'Update: the lid broke after a month.',
    'Our family loves it: the kids take it to school.',
  ])('not %s', (line) => expect(startsWithReplyLabel(line)).toBe(false));
});
