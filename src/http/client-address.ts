/**
 * The address a request came from: the socket peer, or X-Forwarded-For's client when a proxy is
 * trusted. The server seam records the peer of each request it hands to the app (the app may see a
 * copy of the socket's Request, with a guarded body, which the runtime cannot look up itself).
 */

const peers = new WeakMap<Request, string>();

/** Records the socket address `request` arrived from. */
export function rememberPeerAddress(request: Request, address: string): void {
  peers.set(request, address);
}

/** The client's address; 'unknown' for requests that did not come through a socket (tests' `app.handle`). */
export function clientAddress(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return peers.get(request) ?? 'unknown';
}
