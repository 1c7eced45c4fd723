/**
 * A small XML reader for the parts of an uploaded DOCX, written so that no XML feature can reach
 * outside the document or multiply it: a part with a DOCTYPE or ENTITY declaration is refused before
 * anything is parsed (Word never writes one; it is how billion-laughs and external-entity attacks
 * start), and the only entities decoded are the five predefined ones and numeric character
 * references. There is no network, no file access and no entity expansion, by construction.
 *
 * Size is bounded too: a part may hold at most `MAX_ELEMENTS` elements (413, like an archive that
 * unpacks too far). Every element costs an object, an attribute record and a child array, so 20 MB
 * of `<w:p/>` took 1.5-2.5 GB and ~8 s to read without it; a resume's document.xml has a few
 * thousand.
 *
 * Namespace prefixes declared on the root element are renamed to the conventional ones (`w:`, `r:`,
 * ...) so the walker can match `w:p` whatever prefix a writer chose.
 */
import { AppError } from '../domain/errors.ts';

/** An element: its (prefix-normalised) name, attributes and children in document order. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

/** An element or a run of character data. */
export type XmlNode = XmlElement | string;

/** Elements one part may hold: fifty times a long resume's document.xml. */
export const MAX_ELEMENTS = 200_000;

/** Deeper nesting than any Word part has; it keeps the walkers' recursion bounded. */
const MAX_DEPTH = 256;

const CONVENTIONAL_PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
};

const TAG = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const CLOSE = /<\/([^\s>]+)\s*>/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The part's root element; 400 for a DTD, an unknown entity or markup that is not well-formed, 413 past `maxElements`. */
export function parseXml(text: string, partName: string, maxElements = MAX_ELEMENTS): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new AppError('invalid_request', `The uploaded document's ${partName} contains a DTD, which Word never writes; it was refused for safety.`);
  }
  const bad = (what: string) => new AppError('invalid_request', `The uploaded document's ${partName} is not well-formed XML (${what}).`);
  const document: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [document];
  let prefixes: Map<string, string> | undefined;
  let elements = 0;
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const textEnd = open < 0 ? text.length : open;
    if (textEnd > at) {
      const characters = decodeEntities(text.slice(at, textEnd), bad);
      if (stack.length > 1) stack.at(-1)!.children.push(characters);
      else if (characters.trim()) throw bad('text outside the root element');
    }
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      at = skipPast(text, open, '-->', bad);
    } else if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open);
      if (end < 0) throw bad('an unterminated CDATA section');
      if (stack.length > 1) stack.at(-1)!.children.push(text.slice(open + 9, end));
      at = end + 3;
    } else if (text.startsWith('<?', open)) {
      at = skipPast(text, open, '?>', bad);
    } else if (text.startsWith('<!', open)) {
      throw bad('a markup declaration');
    } else if (text.startsWith('</', open)) {
      CLOSE.lastIndex = open;
      const match = CLOSE.exec(text);
      const element = stack.pop();
      if (!match || !element || stack.length === 0 || element.name !== rename(match[1]!, prefixes)) throw bad('mismatched closing tag');
      at = CLOSE.lastIndex;
    } else {
      TAG.lastIndex = open;
      const match = TAG.exec(text);
      if (!match) throw bad('a malformed tag');
      if (++elements > maxElements) {
        throw new AppError(
          'payload_too_large',
          `The uploaded document's ${partName} holds more than ${maxElements.toLocaleString('en')} XML elements; a resume holds far fewer. Upload a smaller document or a PDF.`,
        );
      }
      const attributes: Record<string, string> = {};
      for (const [, name, double, single] of match[2]!.matchAll(ATTRIBUTE)) attributes[name!] = decodeEntities(double ?? single ?? '', bad);
      if (stack.length === 1) {
        if (document.children.length > 0) throw bad('two root elements');
        prefixes = prefixMap(attributes);
      }
      const element: XmlElement = { name: rename(match[1]!, prefixes), attributes: renameAttributes(attributes, prefixes), children: [] };
      stack.at(-1)!.children.push(element);
      if (!match[3]) {
        if (stack.length > MAX_DEPTH) throw bad('nesting too deep');
        stack.push(element);
      }
      at = TAG.lastIndex;
    }
  }
  if (stack.length !== 1) throw bad('an unclosed element');
  const root = document.children[0];
  if (!root || typeof root === 'string') throw bad('no root element');
  return root;
}

/** The element children of `element` named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** The first element child named `name`. */
export function childNamed(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** The concatenated character data directly inside `element`. */
export function textOf(element: XmlElement): string {
  return element.children.filter((child): child is string => typeof child === 'string').join('');
}

function skipPast(text: string, from: number, terminator: string, bad: (what: string) => AppError): number {
  const end = text.indexOf(terminator, from);
  if (end < 0) throw bad(`an unterminated ${terminator === '-->' ? 'comment' : 'processing instruction'}`);
  return end + terminator.length;
}

function decodeEntities(raw: string, bad: (what: string) => AppError): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12});/g, (_, name: string) => {
    if (name in PREDEFINED) return PREDEFINED[name]!;
    const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : name.startsWith('#') ? Number.parseInt(name.slice(1), 10) : Number.NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw bad(`an undeclared entity &${name};`);
    return String.fromCodePoint(code);
  });
}

/** Prefix -> conventional prefix, from the root element's namespace declarations. */
function prefixMap(attributes: Record<string, string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('xmlns:') && CONVENTIONAL_PREFIXES[value]) map.set(name.slice(6), CONVENTIONAL_PREFIXES[value]);
  }
  return map;
}

function rename(name: string, prefixes: Map<string, string> | undefined): string {
  const colon = name.indexOf(':');
  if (colon < 0 || !prefixes) return name;
  const conventional = prefixes.get(name.slice(0, colon));
  return conventional ? `${conventional}:${name.slice(colon + 1)}` : name;
}

function renameAttributes(attributes: Record<string, string>, prefixes: Map<string, string> | undefined): Record<string, string> {
  if (!prefixes) return attributes;
  const renamed: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) renamed[name.startsWith('xmlns') ? name : rename(name, prefixes)] = value;
  return renamed;
}
