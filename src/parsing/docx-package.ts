/**
 * The parts of a DOCX the line walker reads, taken from a checked archive (safe-zip.ts) by name and
 * parsed with the DTD-refusing XML reader: the main document, styles, relationships and the page
 * header parts. Nothing else is inflated; relationship targets are kept as strings and external
 * ones (linked images, hyperlinks) are never fetched or opened.
 */
import { AppError } from '../domain/errors.ts';
import { SafeZip } from './safe-zip.ts';
import { childrenNamed, parseXml, type XmlElement } from './xml-tree.ts';

/** One relationship of a part. */
export interface Relationship {
  type: string;
  /** For an internal target, the part name it resolves to; for an external one, the target as written. */
  target: string;
  external: boolean;
}

/** A parsed part with its own relationships (hyperlinks in a header live in the header's rels). */
export interface DocxPart {
  name: string;
  root: XmlElement;
  relationships: Map<string, Relationship>;
}

/** The parts of a DOCX that carry its text and formatting. */
export interface DocxPackage {
  document: DocxPart;
  styles: XmlElement | undefined;
  /** Page header parts, in the order the document's relationships list them. */
  headers: DocxPart[];
}

const MAIN_DOCUMENT = 'word/document.xml';

/** Opens the archive and parses the parts the walker needs; 400 when word/document.xml is missing. */
export function openDocxPackage(bytes: Uint8Array): DocxPackage {
  const archive = SafeZip.open(bytes);
  if (!archive.has('[Content_Types].xml') || !archive.has(MAIN_DOCUMENT)) {
    throw new AppError('invalid_request', 'The uploaded file is not a Word document: it lacks word/document.xml. Upload a PDF or a Word document (.docx).');
  }
  // [Content_Types].xml is parsed too, only so that a DTD in it is refused like anywhere else.
  readXml(archive, '[Content_Types].xml');
  const document = readPart(archive, MAIN_DOCUMENT)!;
  const stylesName = [...document.relationships.values()].find((relationship) => relationship.type.endsWith('/styles') && !relationship.external)?.target ?? 'word/styles.xml';
  const headerNames = [...document.relationships.values()].filter((relationship) => relationship.type.endsWith('/header') && !relationship.external).map((relationship) => relationship.target);
  const headers = [...new Set(headerNames)].flatMap((name) => readPart(archive, name) ?? []);
  return { document, styles: readXml(archive, stylesName), headers };
}

function readPart(archive: SafeZip, name: string): DocxPart | undefined {
  const root = readXml(archive, name);
  if (!root) return undefined;
  const slash = name.lastIndexOf('/');
  const relationshipsName = `${name.slice(0, slash + 1)}_rels/${name.slice(slash + 1)}.rels`;
  return { name, root, relationships: readRelationships(archive, relationshipsName, name.slice(0, slash + 1)) };
}

function readXml(archive: SafeZip, name: string): XmlElement | undefined {
  const text = archive.readText(name);
  return text === undefined ? undefined : parseXml(text, name);
}

function readRelationships(archive: SafeZip, name: string, folder: string): Map<string, Relationship> {
  const root = readXml(archive, name);
  const relationships = new Map<string, Relationship>();
  for (const element of root ? childrenNamed(root, 'Relationship') : []) {
    const { Id: id, Type: type = '', Target: target = '', TargetMode: mode } = element.attributes;
    if (!id) continue;
    const external = mode === 'External';
    relationships.set(id, { type, external, target: external ? target : resolvePartName(folder, target) });
  }
  return relationships;
}

/** An internal target resolved against the source part's folder (`/word/x.xml` is absolute; `..` climbs). */
function resolvePartName(folder: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : folder + target;
  const parts: string[] = [];
  for (const piece of path.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece && piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}
