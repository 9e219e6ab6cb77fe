// The engine launcher: a small helper process that starts programs for the server and hands
// their pipes back over IPC. The server lowers its priority, and everything it starts
// inherits that. See process-launcher.ts.
import { spawn } from 'node:child_process';

const running = new Map();

process.on('message', (message) => {
  if (message.kill !== undefined) {
    running.get(message.kill)?.kill('SIGKILL');
    return;
  }
  const { id, command, args } = message;
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  child.once('error', (error) => {
    // Only a failed start is reported; a started program reports through its exit.
    if (!running.has(id)) process.send({ id, error: error.message });
  });
  if (child.pid === undefined) return;
  // Node starts reading a child's output as soon as it is spawned; stop that before the
  // event loop turns, so not one byte stays here instead of reaching the server.
  child.stdout._handle?.readStop();
  child.stderr._handle?.readStop();
  running.set(id, child);
  child.once('exit', (code, signal) => {
    running.delete(id);
    process.send({ id, exit: code, signal });
  });
  // Sent handles are closed here once delivered, so the server holds the only copies:
  // the program sees the end of its input when the server closes stdin.
  for (const stream of ['stdin', 'stdout', 'stderr']) {
    process.send({ id, stream, pid: child.pid }, child[stream]);
  }
});

// The server is gone: nothing it started may outlive it.
process.on('disconnect', () => {
  for (const child of running.values()) child.kill('SIGKILL');
  process.exit(0);
});
