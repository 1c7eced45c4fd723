/**
 * A loopback web server standing in for job boards in the AI routes' suites: `/job` serves a posting
 * page, `/short` a page too short to be a posting, and any other path never answers (a run held in
 * `fetching-job` until its client goes away), counting those requests and how many the service
 * abandoned. Reach it through OUTBOUND_ALLOW_HOSTS=127.0.0.1:<port>.
 */

export interface JobPages {
  port: number;
  /** Requests to a path that never answers, so far. */
  hanging(): number;
  /** Of those, how many the service closed (its fetch was aborted). */
  abandoned(): number;
  stop(): void;
}

export function startJobPages(posting: string): JobPages {
  let hanging = 0;
  let abandoned = 0;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === '/job')
        return new Response(
          `<html><body><main><h1>Senior Backend Engineer</h1>${posting
            .split('\n')
            .map((line) => `<p>${line}</p>`)
            .join('')}</main></body></html>`,
          { headers: { 'content-type': 'text/html' } },
        );
      if (path === '/short') return new Response('<html><body><p>Apply now.</p></body></html>', { headers: { 'content-type': 'text/html' } });
      hanging++;
      request.signal.addEventListener('abort', () => abandoned++);
      return new Promise<Response>(() => {});
    },
  });
  return { port: server.port!, hanging: () => hanging, abandoned: () => abandoned, stop: () => server.stop(true) };
}
