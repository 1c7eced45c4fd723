/**
 * A small SSE parser for tests, written from the spec's "interpret the event stream" steps rather
 * than shared with the server code, so framing mistakes there show up here.
 */

export interface ParsedSseEvent {
  event: string;
  /** The `data:` lines joined by `\n`, as EventSource hands them over. */
  data: string;
  id?: string;
}

export interface ParsedSse {
  events: ParsedSseEvent[];
  comments: string[];
}

/** Parses a whole event-stream body; an event not ended by a blank line is dropped, as a browser would. */
export function parseSse(text: string): ParsedSse {
  const events: ParsedSseEvent[] = [];
  const comments: string[] = [];
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let sawData = false;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') {
      if (sawData) events.push(id === undefined ? { event: event || 'message', data: data.join('\n') } : { event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      sawData = false;
      continue;
    }
    if (line.startsWith(':')) {
      comments.push(line.slice(1).replace(/^ /, ''));
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      sawData = true;
    } else if (field === 'id') id = value;
  }
  return { events, comments };
}

/** Each event's data parsed as JSON, with its event name. */
export function jsonEvents(text: string): Array<{ event: string; data: unknown }> {
  return parseSse(text).events.map((event) => ({ event: event.event, data: JSON.parse(event.data) }));
}
