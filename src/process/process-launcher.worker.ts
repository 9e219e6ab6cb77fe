// The engine launcher: a small helper process that starts programs for the server and hands
// their pipes back over IPC. The server lowers its priority, and everything it starts
// inherits that. See process-launcher.ts.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';

type Request = { kill: number } | { id: number; command: string; args: string[] };

const running = new Map<number, ChildProcessWithoutNullStreams>();

/**
 * The server may be gone by the time a child's exit or pipes are reported (it was killed): nothing
 * is left to tell, and the 'disconnect' handler below ends this helper. The callback keeps a send
 * on the closing channel from raising ERR_IPC_CHANNEL_CLOSED.
 */
function send(message: object, handle?: Socket): void {
  if (!process.connected) return;
  process.send?.(message, handle, undefined, () => undefined);
}

/**
 * Node starts reading a child's output as soon as it is spawned; stopping its handle before
 * the event loop turns keeps every byte for the server. `_handle` is Node's own, untyped.
 */
function stopReading(stream: Readable): void {
  (stream as Readable & { _handle?: { readStop(): void } })._handle?.readStop();
}

process.on('message', (message: Request) => {
  if ('kill' in message) {
    running.get(message.kill)?.kill('SIGKILL');
    return;
  }
  const { id, command, args } = message;
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  child.once('error', (error) => {
    // Only a failed start is reported; a started program reports through its exit.
    if (!running.has(id)) send({ id, error: error.message });
  });
  if (child.pid === undefined) return;
  stopReading(child.stdout);
  stopReading(child.stderr);
  running.set(id, child);
  child.once('exit', (code, signal) => {
    running.delete(id);
    send({ id, exit: code, signal });
  });
  // Sent handles are closed here once delivered, so the server holds the only copies:
  // the program sees the end of its input when the server closes stdin. A child's pipes
  // are sockets, though typed as plain streams.
  for (const stream of ['stdin', 'stdout', 'stderr'] as const) {
    send({ id, stream, pid: child.pid }, child[stream] as unknown as Socket);
  }
});

// The server is gone: nothing it started may outlive it.
process.on('disconnect', () => {
  for (const child of running.values()) child.kill('SIGKILL');
  process.exit(0);
});
