// An upload's bytes and its answer's chunks in Redis, binary as they are (BullMQ's job hash holds JSON only).
// Uploads go in as one value; answers as a list of the analysis's chunks (about 1 MB each), read back one at a
// time, so no process holds a whole 70 MB answer twice. Every key expires on its own: a job whose requester or
// worker died leaves nothing behind for long.
import { Readable } from 'node:stream';
import type { Redis } from 'ioredis';

export async function storeInput(
  redis: Redis,
  key: string,
  bytes: Uint8Array,
  ttlMs: number,
): Promise<void> {
  await redis.set(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'PX', ttlMs);
}

/** The stored upload in a buffer of its own (it is then moved to an analysis thread), or null when gone. */
export async function loadInput(redis: Redis, key: string): Promise<Uint8Array | null> {
  const stored = await redis.getBuffer(key);
  return stored === null ? null : new Uint8Array(stored);
}

/** Writes an answer as a list of chunks under `key`; resolves with how many. */
export async function storeAnswer(
  redis: Redis,
  key: string,
  body: Buffer | Readable,
  ttlMs: number,
): Promise<number> {
  if (Buffer.isBuffer(body)) {
    await redis.multi().del(key).rpush(key, body).pexpire(key, ttlMs).exec();
    return 1;
  }
  await redis.del(key);
  let count = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    await redis.rpush(key, chunk);
    count += 1;
    if (count === 1) await redis.pexpire(key, ttlMs);
  }
  return count;
}

/**
 * Reads an answer back: one Buffer when it is one chunk, else a stream that fetches each chunk as the reader
 * (the socket) asks for it. The list is deleted once read, or once the reader gives up.
 */
export async function loadAnswer(
  redis: Redis,
  key: string,
  count: number,
): Promise<Buffer | Readable> {
  const chunk = (index: number) =>
    redis.lindexBuffer(key, index).then((found) => {
      if (found === null) throw new Error(`the answer ${key} expired before it was read`);
      return found;
    });
  if (count === 1) {
    try {
      return await chunk(0);
    } finally {
      await redis.del(key);
    }
  }
  async function* chunks() {
    try {
      for (let index = 0; index < count; index += 1) yield await chunk(index);
    } finally {
      await redis.del(key).catch(() => undefined);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
