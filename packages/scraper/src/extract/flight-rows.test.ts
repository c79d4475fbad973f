// The flight and turbo-stream decoders on streams a page may hold in any order or state: references forward and
// back, into a part of a row, lazy rows, cycles, a text row cut short, a promise never settled.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';
import { flightStates } from './flight-rows';
import { turboStreamStates } from './turbo-stream';

describe('flight rows', () => {
  it('resolves forward, lazy and path references, and keeps only the rows nothing points at', () => {
    const flight = [
      '0:["$","main",null,{"children":"$L2","reviews":"$3:items"}]',
      '2:["$","p",null,{"children":"$$5 off"}]',
      '3:{"items":[{"text":"Good"}]}',
      '',
    ].join('\n');
    expect(flightStates(flight).map((s) => s.state)).toEqual([
      [
        '$',
        'main',
        null,
        { children: ['$', 'p', null, { children: '$5 off' }], reviews: [{ text: 'Good' }] },
      ],
    ]);
  });

  it('turns a cycle into null and stops at a text row that claims more than there is', () => {
    const looped = flightStates('0:{"self":"$0","next":"$1"}\n1:{"back":"$0"}\n');
    expect(() => JSON.stringify(looped)).not.toThrow();
    const cut = flightStates('0:{"a":"$1"}\n1:Tffff,short');
    expect(cut.map((s) => s.state)).toEqual([{ a: 'short' }]);
  });

  it('reads a long chain of rows that point twice at the next one in bounded time, without overflowing', () => {
    const chain = Array.from({ length: 50_000 }, (_, i) => {
      const next = `"$${(i + 2).toString(16)}"`;
      return `${(i + 1).toString(16)}:[${next},${next}]`;
    }).join('\n');
    const html = `<html><body><script>self.__next_f.push([1,${JSON.stringify(`0:["$1"]\n${chain}\n`)}])</script></body></html>`;
    const started = performance.now();
    expect(extractPage('https://shop.example.com/p', html).reviews).toEqual([]);
    // Read row by row from every root this took 24 s on a quiet machine; now well under a second, and up to
    // 4.4 s on a loaded one: the bound sits between, twice from each.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('turbo-stream', () => {
  it('leaves an unsettled promise and a cycle as null, and reads nothing from a stream that is not one', () => {
    expect(turboStreamStates('[{"_1":2,"_3":0},"p",["P",2],"self"]\n')).toEqual([
      { name: 'turbo-stream', state: { p: null, self: null } },
    ]);
    expect(turboStreamStates('{"not":"a stream"}\n')).toEqual([]);
  });
});
