// The multipart parser (busboy) keeps a part's header only up to a size and a number of lines, silently drops
// the rest, and then skips a part whose kept header does not name it: a file sent with a header past the bound
// looked like a form without a file. This watch reads the same bytes beside the parser and notes a header past
// either bound, so that the sender is told what was wrong with its form.
import type { Readable } from 'node:stream';

export interface PartHeaderLimits {
  /** Bytes of one part's header the parser keeps (busboy's `headerSize`). */
  bytes: number;
  /** Header lines of one part the parser reads (busboy's `headerPairs`). */
  lines: number;
}

/**
 * The parser's bounds on a part's header, and this watch's: `headerPairs` of uploadFormOptions, and busboy's
 * default `headerSize` (80 kB; @fastify/multipart's types do not let it be set).
 */
export const PART_HEADER_LIMITS: PartHeaderLimits = { bytes: 80 * 1024, lines: 100 };

export interface PartHeaderWatch {
  /** True once a part's header passed a bound. */
  readonly tooLarge: boolean;
}

const CR = 13;
const LF = 10;

/**
 * Watches `body` (a multipart/form-data stream with `boundary`) from now on. Must be attached in the same tick
 * as the parser's pipe: a 'data' listener starts the stream flowing on the next tick.
 */
export function watchPartHeaders(
  body: Readable,
  boundary: string,
  limits: PartHeaderLimits,
): PartHeaderWatch {
  const state = { tooLarge: false };
  if (boundary === '') return state;
  const delimiter = Buffer.from(`--${boundary}`);
  // Looking for a delimiter: the last bytes of the previous chunk, where one may begin.
  let carry = Buffer.alloc(0);
  // Inside a header (from the end of its delimiter): its bytes and line ends so far, and its last four bytes.
  let inHeader = false;
  let headerBytes = 0;
  let lineEnds = 0;
  let last4 = 0;
  const stop = () => body.off('data', onData);
  const onData = (chunk: Buffer) => {
    let at = 0;
    while (at < chunk.length) {
      if (!inHeader) {
        const rest = chunk.subarray(at);
        const found = findDelimiter(carry, rest, delimiter);
        if (found === null) {
          // Only the bytes a delimiter could begin in are kept: a file's chunks are searched where they are.
          const tail = rest.length >= delimiter.length ? rest : Buffer.concat([carry, rest]);
          carry = Buffer.from(tail.subarray(Math.max(0, tail.length - delimiter.length + 1)));
          return;
        }
        at += found;
        carry = Buffer.alloc(0);
        inHeader = true;
        headerBytes = lineEnds = last4 = 0;
        continue;
      }
      const c = chunk[at++] as number;
      headerBytes++;
      last4 = ((last4 << 8) | c) >>> 0;
      // "--" right after a delimiter closes the form: what follows is its epilogue, never a header.
      if (headerBytes === 2 && (last4 & 0xffff) === 0x2d2d) return stop();
      if (last4 === CRLF_CRLF) {
        inHeader = false;
        continue;
      }
      if (c === LF && ((last4 >>> 8) & 0xff) === CR) lineEnds++;
      // The delimiter line's own end is the first line end counted, and its two bytes the first counted.
      if (headerBytes > limits.bytes + 2 || lineEnds > limits.lines + 1) {
        state.tooLarge = true;
        return stop();
      }
    }
  };
  body.on('data', onData);
  return state;
}

const CRLF_CRLF = 0x0d0a0d0a;

/**
 * Where in `rest` the first delimiter ends, counting one that began in `carry` (the previous chunk's last bytes),
 * or null. Only the seam is copied; the chunk itself is searched in place.
 */
function findDelimiter(carry: Buffer, rest: Buffer, delimiter: Buffer): number | null {
  if (carry.length > 0) {
    const seam = Buffer.concat([carry, rest.subarray(0, delimiter.length - 1)]);
    const inSeam = seam.indexOf(delimiter);
    if (inSeam !== -1) return inSeam + delimiter.length - carry.length;
  }
  const inRest = rest.indexOf(delimiter);
  return inRest === -1 ? null : inRest + delimiter.length;
}
