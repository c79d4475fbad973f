// A server-sent events parser (the WHATWG "event stream interpretation" rules) for text that arrives in arbitrary
// chunks. EventSource cannot POST, so POST /analyze's stream is read with fetch and fed through this.

export interface SseEvent {
  /** The `event:` field; 'message' when the event names none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it, in order. */
  push(text: string): SseEvent[];
  /** End of stream: an event not yet terminated by a blank line is dropped, as the standard says. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  // A chunk ending in CR may be the first half of CRLF; the LF that follows must not count as a second line end.
  let skipLeadingLf = false;
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = (out: SseEvent[]) => {
    if (dataLines.length > 0)
      out.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string, out: SseEvent[]) => {
    if (line === '') return dispatch(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    // id and retry matter only to EventSource's reconnection, which a POST never does.
  };

  return {
    push(text) {
      const out: SseEvent[] = [];
      let chunk = text;
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        processLine(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
      return [];
    },
  };
}
