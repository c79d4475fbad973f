// turbo-stream text written by a hostile or broken page: a value it cannot decode is null, never an exception that
// would lose the rest of the page's state.
import { describe, expect, it } from 'vitest';
import { turboStreamStates } from './turbo-stream';

describe('turboStreamStates', () => {
  it('reads a date outside what a Date can hold as null and keeps the values beside it', () => {
    // {"text": "Keeps tea hot.", "date": ["D", 1e20]} — 1e20 ms is past the Date range (±8.64e15).
    const stream = '[{"_1":2,"_3":4},"text","Keeps tea hot.","date",["D",1e20]]\n';
    expect(turboStreamStates(stream)).toEqual([
      { name: 'turbo-stream', state: { text: 'Keeps tea hot.', date: null } },
    ]);
  });

  it('reads a date inside the range as ISO text', () => {
    const stream = '[{"_1":2},"date",["D",1709460000000]]\n';
    expect(turboStreamStates(stream)[0]!.state).toEqual({ date: '2024-03-03T10:00:00.000Z' });
  });
});
