/**
 * A tiny PDF writer for the hostile-file tests: numbered objects, a cross-reference table with the
 * right offsets and a trailer, optionally encrypted with the Standard security handler (RC4, 40-bit,
 * revision 2). Hand-built so that a test can make exactly the malformed or oversized structure it
 * is about, which no real PDF library would write.
 */
import { createHash } from 'node:crypto';
import { concatBytes } from '../../../src/runtime/bytes.ts';

const encoder = new TextEncoder();

/** A dictionary and the stream data that follows it. */
export interface PdfStream {
  dictionary: string;
  data: Uint8Array;
}

/** An object written exactly as given (header, dictionary, keywords and all), for malformed-on-purpose streams. */
export interface PdfRawObject {
  raw(number: number): Uint8Array;
}

type ObjectBody = string | PdfStream | PdfRawObject;

/** The 32 bytes every password is padded with (PDF 32000-1, 7.6.3.3, algorithm 2). */
const PASSWORD_PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

/** Passwords for the Standard security handler; an empty user password opens without asking. */
export interface PdfPasswords {
  user: string;
  owner: string;
}

/** Collects objects and writes them as one PDF file. */
export class PdfBuilder {
  readonly #objects: (ObjectBody | undefined)[] = [];

  /** Reserves an object number, for objects that refer to each other. */
  reserve(): number {
    this.#objects.push(undefined);
    return this.#objects.length;
  }

  /** Adds an object (a dictionary or any other PDF value, as source text) and answers its number. */
  add(body: ObjectBody): number {
    this.#objects.push(body);
    return this.#objects.length;
  }

  /** Sets the body of a reserved object. */
  set(number: number, body: ObjectBody): void {
    this.#objects[number - 1] = body;
  }

  /** The file, with `root` as the catalog; encrypted (streams only) when `passwords` are given. */
  build(root: number, options: { passwords?: PdfPasswords } = {}): Uint8Array {
    const fileId = createHash('md5').update(`vitae-test-${this.#objects.length}`).digest();
    const security = options.passwords ? standardSecurity(options.passwords, fileId) : undefined;
    const chunks: Uint8Array[] = [encoder.encode('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n')];
    let length = chunks[0]!.length;
    const push = (chunk: Uint8Array) => {
      chunks.push(chunk);
      length += chunk.length;
    };
    const offsets: number[] = [];
    let encryptNumber: number | undefined;
    const bodies = [...this.#objects];
    if (security) {
      bodies.push(security.dictionary);
      encryptNumber = bodies.length;
    }
    bodies.forEach((body, index) => {
      const number = index + 1;
      offsets.push(length);
      if (body === undefined) throw new Error(`PDF object ${number} was reserved but never set`);
      if (typeof body === 'string') {
        push(encoder.encode(`${number} 0 obj\n${body}\nendobj\n`));
        return;
      }
      if ('raw' in body) {
        push(body.raw(number));
        return;
      }
      // Strings inside dictionaries are not encrypted: the builder's documents carry text in streams only.
      const data = security && number !== encryptNumber ? rc4(objectKey(security.key, number), body.data) : body.data;
      push(encoder.encode(`${number} 0 obj\n<< ${body.dictionary} /Length ${data.length} >>\nstream\n`));
      push(data);
      push(encoder.encode('\nendstream\nendobj\n'));
    });
    const xrefOffset = length;
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    const hexId = fileId.toString('hex');
    const encrypt = encryptNumber ? ` /Encrypt ${encryptNumber} 0 R` : '';
    push(
      encoder.encode(
        `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${bodies.length + 1} /Root ${root} 0 R /ID [<${hexId}> <${hexId}>]${encrypt} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
      ),
    );
    return concatBytes(chunks, length);
  }
}

/** A content stream (or any stream) with `text` as its data. */
export function textStream(text: string, dictionary = ''): PdfStream {
  return { dictionary, data: encoder.encode(text) };
}

/** A one-page document showing `lines` in Helvetica, as the smallest well-formed text PDF. */
export function simpleTextPdf(lines: string[], options: { passwords?: PdfPasswords } = {}): Uint8Array {
  const builder = new PdfBuilder();
  const catalog = builder.reserve();
  const pages = builder.reserve();
  const font = builder.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const operators = lines.map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 16} Td (${line.replace(/[\\()]/g, '\\$&')}) Tj ET`).join('\n');
  const content = builder.add(textStream(operators));
  const page = builder.add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`);
  builder.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  builder.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  return builder.build(catalog, options);
}

interface StandardSecurity {
  key: Uint8Array;
  dictionary: string;
}

/** Algorithms 2, 3 and 4 of PDF 32000-1 (7.6.3.3-4) for revision 2: a 40-bit RC4 file key. */
function standardSecurity(passwords: PdfPasswords, fileId: Uint8Array): StandardSecurity {
  // -4: every permission bit set; the handler only encrypts, it restricts nothing the tests read.
  const permissions = -4;
  const ownerKey = createHash('md5')
    .update(padPassword(passwords.owner || passwords.user))
    .digest()
    .subarray(0, 5);
  const ownerEntry = rc4(ownerKey, padPassword(passwords.user));
  const permissionBytes = new Uint8Array(4);
  new DataView(permissionBytes.buffer).setInt32(0, permissions, true);
  const key = createHash('md5').update(padPassword(passwords.user)).update(ownerEntry).update(permissionBytes).update(fileId).digest().subarray(0, 5);
  const userEntry = rc4(key, PASSWORD_PADDING);
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
  return { key, dictionary: `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${hex(ownerEntry)}> /U <${hex(userEntry)}> /P ${permissions} >>` };
}

function padPassword(password: string): Uint8Array {
  const bytes = new Uint8Array(32);
  const given = encoder.encode(password).subarray(0, 32);
  bytes.set(given);
  bytes.set(PASSWORD_PADDING.subarray(0, 32 - given.length), given.length);
  return bytes;
}

/** Algorithm 1: the file key extended with the object number and generation (always 0 here). */
function objectKey(key: Uint8Array, number: number): Uint8Array {
  const salt = Uint8Array.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, 0, 0]);
  return createHash('md5')
    .update(key)
    .update(salt)
    .digest()
    .subarray(0, Math.min(key.length + 5, 16));
}

/** RC4 (symmetric: the same call encrypts and decrypts). */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = new Uint8Array(256);
  for (let index = 0; index < 256; index++) state[index] = index;
  for (let index = 0, swap = 0; index < 256; index++) {
    swap = (swap + state[index]! + key[index % key.length]!) & 0xff;
    [state[index], state[swap]] = [state[swap]!, state[index]!];
  }
  const output = new Uint8Array(data.length);
  for (let position = 0, i = 0, j = 0; position < data.length; position++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    output[position] = data[position]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return output;
}
