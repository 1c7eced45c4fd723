/** Web addresses as people read them and as links. */

/** A URL as people read it (no scheme, no "www.", no trailing slash) and as a link (with a scheme). */
export function readableUrl(url: string): { text: string; link: string } {
  const link = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  return { text: url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, ''), link };
}
