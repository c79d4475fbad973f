// Decodes the byte stream chunk by chunk without ever holding the whole file. UTF-16 and Windows-1252 go
// through TextDecoder in stream mode. UTF-8 is validated chunk by chunk: a Windows-1252 file is often pure
// ASCII for thousands of rows before its first "é", so the first invalid sequence switches the rest of the
// file to the single-byte code page its bytes suggest (the ASCII read so far decodes the same either way).
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import type { TextEncoding } from '@reviewsentry/contracts';
import { chooseSingleByte } from './single-byte';
import { completeLength } from './sniff-bytes';

export class IncrementalDecoder {
  private decoder: TextDecoder;
  private pending: Uint8Array = new Uint8Array(0);
  private switched = false;

  constructor(private current: TextEncoding) {
    this.decoder = new TextDecoder(current, { fatal: false, ignoreBOM: false });
  }

  get encoding(): TextEncoding {
    return this.current;
  }

  /** True when the file began as valid UTF-8 and later turned out to be in a single-byte code page. */
  get switchedFromUtf8(): boolean {
    return this.switched;
  }

  /** Always stream mode: Node 20's one-shot windows-1252 decode mis-reads 0x80–0x9F as Latin-1 controls. */
  decode(chunk: Uint8Array): string {
    if (this.current !== 'utf-8') return this.decoder.decode(chunk, { stream: true });
    const bytes = this.pending.length === 0 ? chunk : concat(this.pending, chunk);
    const cut = completeLength(bytes);
    const whole = bytes.subarray(0, cut);
    if (!isUtf8(whole)) {
      this.current = chooseSingleByte(bytes);
      this.switched = true;
      this.decoder = new TextDecoder(this.current);
      this.pending = new Uint8Array(0);
      return this.decoder.decode(bytes, { stream: true });
    }
    this.pending = bytes.slice(cut);
    return this.decoder.decode(whole, { stream: true });
  }

  end(): string {
    if (this.current === 'utf-8' && this.pending.length > 0) {
      // A file that ends inside a multi-byte character: keep what we have, mark the broken tail.
      const tail = this.decoder.decode(this.pending, { stream: true });
      this.pending = new Uint8Array(0);
      return tail + this.decoder.decode();
    }
    return this.decoder.decode();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
