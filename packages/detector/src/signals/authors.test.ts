import { describe, expect, it } from 'vitest';
import { AuthorsSeen } from './authors';

function relationAfter(seen: (string | undefined)[], name: string | undefined) {
  const authors = new AuthorsSeen();
  seen.forEach((n, i) => authors.add(n, i));
  return authors.relation(name);
}

describe('AuthorsSeen', () => {
  it('takes the same plain name (folded) for the same reviewer, naming the latest review', () => {
    expect(relationAfter(['Ann Lee', 'Bob', ' ANN  lee '], 'ann lee')).toEqual({
      author: 'same_reviewer',
      earlier: 2,
    });
  });

  it('cannot tell a masked name from a plain or masked name showing the same letters', () => {
    expect(relationAfter(['mphaatul'], 'm*****l')).toEqual({
      author: 'same_masked_name',
      earlier: 0,
    });
    expect(relationAfter(['m*****l'], 'mphaatul')?.author).toBe('same_masked_name');
    expect(relationAfter(['m*****l'], 'M*****L')?.author).toBe('same_masked_name');
    // A mask showing more letters is compatible with one showing fewer, either way round.
    expect(relationAfter(['mp***ul'], 'm*****l')?.author).toBe('same_masked_name');
    expect(relationAfter(['m*****l'], 'mp***ul')?.author).toBe('same_masked_name');
    expect(relationAfter(['*****9'], 'd*****9')?.author).toBe('same_masked_name');
    expect(relationAfter(['J•••n'], 'Jason')?.author).toBe('same_masked_name');
  });

  it('tells apart masks and names whose visible letters differ', () => {
    expect(relationAfter(['m*****l'], 'a*****1')).toBeNull();
    expect(relationAfter(['m*****l'], 'mary')).toBeNull();
    expect(relationAfter(['Jane Doe'], 'John Roe')).toBeNull();
  });

  it('takes missing and generic names for strangers', () => {
    expect(relationAfter([undefined], undefined)).toBeNull();
    expect(relationAfter(['Amazon Customer'], 'Amazon Customer')).toBeNull();
    expect(relationAfter(['Flipkart Customer'], 'Flipkart Customer')).toBeNull();
    expect(relationAfter(['Kriti Customer'], 'Kriti Customer')).toBeNull();
  });
});
