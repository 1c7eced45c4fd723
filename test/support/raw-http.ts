/**
 * HTTP/1.1 over a raw TCP socket, for what `fetch` cannot do: send headers and part of a body,
 * then stall; see whether the server closes the connection; connect from another loopback address.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  socket: Socket;
  /** Sends more bytes of the body. */
  write(bytes: string | Uint8Array): void;
  /** The first response on the connection; rejects when the connection ends without one. */
  response: Promise<RawResponse>;
  /** Resolves once the server (or we) closed the connection. */
  closed: Promise<void>;
}

/**
 * Opens a connection to 127.0.0.1:`port` (from `localAddress`, default 127.0.0.1) and sends the
 * request line, `headers` and the first part of the body.
 */
export async function openRequest(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string }): Promise<RawExchange> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: options.localAddress ?? '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {}); // a reset after the response is expected when the server closes
  const response = new Promise<RawResponse>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const tryParse = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: received.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryParse();
    };
    socket.on('data', onData);
    void closed.then(() => reject(new Error(`the connection closed without a whole response (${received.length} bytes received)`)));
  });
  response.catch(() => {});
  const head = [`${options.method ?? 'POST'} ${options.path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`)];
  socket.write(`${head.join('\r\n')}\r\n\r\n${options.body ?? ''}`);
  return { socket, write: (bytes) => void socket.write(bytes), response, closed };
}

/** Resolves with `promise`, or rejects after `ms` naming `what` (a bound on waiting, not a speed check). */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
