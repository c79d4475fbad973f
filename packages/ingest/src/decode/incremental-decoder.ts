// Decodes the byte stream chunk by chunk without ever holding the whole file, with the shared stream decoder
// (review-values). UTF-8 is validated chunk by chunk: a Windows-1252 file is often pure ASCII for thousands of
// rows before its first "é", so the first invalid sequence switches the rest of the file to the single-byte
// code page its bytes suggest (the ASCII read so far decodes the same either way).
import { isUtf8 } from 'node:buffer';
import type { TextEncoding } from '@reviewsentry/contracts';
import {
  chooseSingleByte,
  createStreamDecoder,
  type StreamDecoder,
} from '@reviewsentry/review-values';
import { completeLength } from './sniff-bytes';

export class IncrementalDecoder {
  private decoder: StreamDecoder;
  private pending: Uint8Array = new Uint8Array(0);
  private switched = false;

  constructor(private current: TextEncoding) {
    this.decoder = createStreamDecoder(current);
  }

  get encoding(): TextEncoding {
    return this.current;
  }

  /** True when the file began as valid UTF-8 and later turned out to be in a single-byte code page. */
  get switchedFromUtf8(): boolean {
    return this.switched;
  }

  decode(chunk: Uint8Array): string {
    if (this.current !== 'utf-8') return this.decoder.write(chunk);
    const bytes = this.pending.length === 0 ? chunk : concat(this.pending, chunk);
    const cut = completeLength(bytes);
    const whole = bytes.subarray(0, cut);
    if (!isUtf8(whole)) {
      this.current = chooseSingleByte(bytes);
      this.switched = true;
      this.decoder = createStreamDecoder(this.current);
      this.pending = new Uint8Array(0);
      return this.decoder.write(bytes);
    }
    this.pending = bytes.slice(cut);
    return this.decoder.write(whole);
  }

  end(): string {
    if (this.current === 'utf-8' && this.pending.length > 0) {
      // A file that ends inside a multi-byte character: keep what we have, mark the broken tail.
      const tail = this.decoder.write(this.pending);
      this.pending = new Uint8Array(0);
      return tail + this.decoder.end();
    }
    return this.decoder.end();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
