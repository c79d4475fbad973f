import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

const STREAM =
  'event: progress\ndata: {"stage":"fetching_page"}\n\n' +
  'event: progress\ndata: {"stage":"reading_reviews","page":2}\n\n' +
  ': a comment line\n' +
  'event: result\ndata: {"prod_id":"B01","fake_percentage":12.5}\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'progress', data: '{"stage":"fetching_page"}' },
  { event: 'progress', data: '{"stage":"reading_reviews","page":2}' },
  { event: 'result', data: '{"prod_id":"B01","fake_percentage":12.5}' },
];

function parseInChunks(text: string, cuts: number[]): SseEvent[] {
  const parser = createSseParser();
  const events: SseEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    events.push(...parser.push(text.slice(from, cut)));
    from = cut;
  }
  events.push(...parser.end());
  return events;
}

describe('createSseParser', () => {
  it('reads named events, skips comments and joins nothing extra', () => {
    expect(parseInChunks(STREAM, [])).toEqual(EXPECTED);
  });

  it('gives the same events for every single cut position of the stream', () => {
    for (let cut = 1; cut < STREAM.length; cut++) {
      expect(parseInChunks(STREAM, [cut]), `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it('gives the same events when the stream arrives one character at a time', () => {
    const cuts = Array.from({ length: STREAM.length - 1 }, (_, i) => i + 1);
    expect(parseInChunks(STREAM, cuts)).toEqual(EXPECTED);
  });

  it('accepts CRLF and lone CR line ends, including a CRLF split across two chunks', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parseInChunks(crlf, [])).toEqual(EXPECTED);
    for (let cut = 1; cut < crlf.length; cut++) {
      expect(parseInChunks(crlf, [cut]), `CRLF cut at ${cut}`).toEqual(EXPECTED);
    }
    expect(parseInChunks(STREAM.replace(/\n/g, '\r'), [7, 30])).toEqual(EXPECTED);
  });

  it('joins several data lines with a newline and strips only one leading space', () => {
    const events = parseInChunks('data:  two spaces\ndata:second\n\n', []);
    expect(events).toEqual([{ event: 'message', data: ' two spaces\nsecond' }]);
  });

  it('resets the event name after each event and ignores id, retry and unknown fields', () => {
    const events = parseInChunks(
      'event: error\nid: 7\nretry: 100\nfoo: bar\ndata: {"x":1}\n\ndata: plain\n\n',
      [],
    );
    expect(events).toEqual([
      { event: 'error', data: '{"x":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('dispatches nothing for an event without data, and drops an unterminated event at the end', () => {
    expect(parseInChunks('event: progress\n\n', [])).toEqual([]);
    expect(parseInChunks('event: result\ndata: {"half":', [])).toEqual([]);
  });

  it('treats a field line without a colon as a field with an empty value', () => {
    expect(parseInChunks('data\n\n', [])).toEqual([{ event: 'message', data: '' }]);
  });
});
