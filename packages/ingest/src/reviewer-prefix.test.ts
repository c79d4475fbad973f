// A reviewer column written as the shop's byline ("By John D.", "Reviewed by Anna"): the writer is the name.
import { describe, expect, it } from 'vitest';
import { imp } from '../test/support/import';

describe('a reviewer column written with a byline label', () => {
  it('reads the name without the label, and keeps a name particle', async () => {
    const r = await imp(
      'reviewer,rating,review\n' +
        'By John D.,5,Sturdy kettle that boils fast and keeps quiet.\n' +
        'Reviewed by Anna,4,Good kettle but the lid is a little stiff.\n' +
        'Posted by Tom Baker,2,Leaked after a week and the handle got hot.\n' +
        'von Trier,5,Perfect for my small kitchen and easy to clean.\n',
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual(['John D.', 'Anna', 'Tom Baker', 'von Trier']);
  });
});
