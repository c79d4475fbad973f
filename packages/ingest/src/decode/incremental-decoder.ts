// Decodes the byte stream chunk by chunk without ever holding the whole file, with the shared stream decoder
// (review-values). UTF-8 is validated chunk by chunk: a Windows-1252 file is often pure ASCII for thousands of
// rows before its first "é", so at the first invalid sequence the rest of the file switches to the single-byte
// code page its bytes suggest (the ASCII read so far decodes the same either way) — unless the file is UTF-8 with
// a few broken bytes (review-values readsAsUtf8), which stays UTF-8, each broken sequence read as U+FFFD and
// counted. That verdict waits for the window after the first invalid sequence, so chunking never changes it.
import { isAscii, isUtf8 } from 'node:buffer';
import type { TextEncoding } from '@reviewsentry/contracts';
import {
  chooseSingleByte,
  countUtf8,
  createStreamDecoder,
  readsAsUtf8,
  UTF8_DECISION_WINDOW,
  type StreamDecoder,
} from '@reviewsentry/review-values';
import { completeLength } from './sniff-bytes';

export class IncrementalDecoder {
  private decoder: StreamDecoder;
  private pending: Uint8Array = new Uint8Array(0);
  private switched = false;
  /** A valid multi-byte sequence has been read: the file is UTF-8, whatever broken bytes follow. */
  private sawMultiByte = false;
  /** Where in `pending` the first invalid sequence stands while the window after it that decides comes in; else -1. */
  private firstInvalid = -1;
  private replaced = 0;

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

  /** Invalid sequences of a UTF-8 file, each read as U+FFFD. */
  get replacedSequences(): number {
    return this.replaced;
  }

  decode(chunk: Uint8Array): string {
    if (this.current !== 'utf-8') return this.decoder.write(chunk);
    const bytes = this.pending.length === 0 ? chunk : concat(this.pending, chunk);
    if (this.firstInvalid >= 0) return this.decideWhenWindowIsIn(bytes);
    const cut = completeLength(bytes);
    const whole = bytes.subarray(0, cut);
    if (isUtf8(whole)) {
      if (!this.sawMultiByte && !isAscii(whole)) this.sawMultiByte = true;
      this.pending = bytes.slice(cut);
      return this.decoder.write(whole);
    }
    if (this.sawMultiByte) return this.readReplacing(bytes);
    this.firstInvalid = countUtf8(whole).firstInvalid;
    return this.decideWhenWindowIsIn(bytes);
  }

  end(): string {
    const text = this.firstInvalid >= 0 ? this.decide(this.pending) : '';
    return text + this.endDecoder();
  }

  private endDecoder(): string {
    if (this.current === 'utf-8' && this.pending.length > 0) {
      // A file that ends inside a multi-byte character: keep what we have, mark the broken tail.
      const tail = this.decoder.write(this.pending);
      this.pending = new Uint8Array(0);
      this.replaced++;
      return tail + this.decoder.end();
    }
    return this.decoder.end();
  }

  private decideWhenWindowIsIn(bytes: Uint8Array): string {
    if (bytes.length - this.firstInvalid < UTF8_DECISION_WINDOW) {
      this.pending = bytes;
      return '';
    }
    return this.decide(bytes);
  }

  private decide(bytes: Uint8Array): string {
    this.firstInvalid = -1;
    this.pending = new Uint8Array(0);
    if (readsAsUtf8(bytes)) {
      this.sawMultiByte = true;
      return this.readReplacing(bytes);
    }
    this.current = chooseSingleByte(bytes);
    this.switched = true;
    this.decoder = createStreamDecoder(this.current);
    return this.decoder.write(bytes);
  }

  /** UTF-8 with broken sequences: the decoder writes U+FFFD for each, and they are counted. */
  private readReplacing(bytes: Uint8Array): string {
    const counts = countUtf8(bytes);
    this.replaced += counts.invalid;
    this.pending = bytes.slice(counts.openAt);
    return this.decoder.write(bytes.subarray(0, counts.openAt));
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
