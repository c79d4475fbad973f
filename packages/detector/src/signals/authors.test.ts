import { describe, expect, it } from 'vitest';
import { AuthorsSeen } from './authors';

function relationAfter(
  seen: (string | undefined)[],
  name: string | undefined,
  day: number | null = 1,
) {
  const authors = new AuthorsSeen();
  seen.forEach((n, i) => authors.add(n, 1, i));
  return authors.relation(name, day);
}

describe('AuthorsSeen', () => {
  it('takes the same plain name (folded) for the same reviewer, naming the latest review', () => {
    expect(relationAfter(['Ann Lee', 'Bob', ' ANN  lee '], 'ann lee', 9)).toEqual({
      author: 'same_reviewer',
      earlier: 2,
    });
  });

  it('takes a first name alone for the same reviewer on the same day only (ADR 150)', () => {
    expect(relationAfter(['Mike'], 'mike', 1)?.author).toBe('same_reviewer');
    expect(relationAfter(['Mike'], 'mike', 2)?.author).toBe('same_first_name');
    expect(relationAfter(['Mike'], 'mike', null)?.author).toBe('same_first_name');
    expect(relationAfter(['王小明'], '王小明', 2)?.author).toBe('same_reviewer');
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
    // A mask that shows no letter at all is anyone.
    expect(relationAfter(['*****'], '*****')).toBeNull();
    expect(relationAfter(['mphaatul'], '***')).toBeNull();
  });
});
