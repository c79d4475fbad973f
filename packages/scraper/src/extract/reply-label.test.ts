// The label a shop's answer to a review opens with, in the shops' languages, and short lines that are not one.
import { describe, expect, it } from 'vitest';
import { isReplyLabel } from './field-hints';

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
  ])('%s', (label) => expect(isReplyLabel(label)).toBe(true));

  it.each(['Reply', 'Great flask', 'Helpful (2)', 'Verified purchase', 'Anna'])('not %s', (text) =>
    expect(isReplyLabel(text)).toBe(false),
  );
});
