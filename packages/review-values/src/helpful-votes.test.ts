import { describe, expect, it } from 'vitest';
import { isOneHelpfulVote } from './helpful-votes';

describe('isOneHelpfulVote', () => {
  it.each([
    'One person found this helpful',
    'A person found this helpful',
    'Eine Person fand diese Informationen hilfreich',
    'Une personne a trouvé cela utile',
    'A una persona le ha parecido útil',
    'Eén persoon vond dit nuttig',
    'En person tyckte att detta var till hjälp',
    'Jedna osoba uznała to za przydatne',
    'Bir kişi bunu faydalı buldu',
    'شخص واحد وجد هذا مفيدًا',
  ])('%s', (line) => expect(isOneHelpfulVote(line)).toBe(true));

  it.each(['12 people found this helpful', 'Helpful', 'a lot of people liked it', ''])(
    'not: %s',
    (line) => expect(isOneHelpfulVote(line)).toBe(false),
  );
});
