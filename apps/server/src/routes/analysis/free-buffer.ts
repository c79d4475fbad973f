// Returns a large ArrayBuffer's memory at once instead of when the garbage collector next runs. An idle server
// may not collect for a long time, so the buffers of uploads that stalled and were cut off would stay resident
// after an attack has ended (docs/decisions/117). Transferring a buffer into a message on a channel that is then
// closed detaches it here and drops the message there, which frees the memory (Node frees a backing store when
// its last holder goes).
import { MessageChannel } from 'node:worker_threads';

export function freeBuffer(buffer: ArrayBuffer): void {
  if (buffer.byteLength === 0) return;
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(null, [buffer]);
  port1.close();
  port2.close();
}
