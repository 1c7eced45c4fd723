/** The address a request came from: the socket peer, or X-Forwarded-For's client when a proxy is trusted. */
import type { Server } from 'bun';

export function clientAddress(request: Request, server: Server<unknown> | null | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server?.requestIP(request)?.address ?? 'unknown';
}
