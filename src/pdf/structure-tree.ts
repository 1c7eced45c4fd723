/**
 * The structure tree of a tagged PDF (§14.7, §14.8), built from the text runs' roles in reading
 * order: Document > H1 | H2 | H3 | P | L > LI > (Lbl, LBody), with Link elements around linked runs
 * and everything else marked as an artifact.
 *
 * Consecutive runs of one role form one element (a paragraph's lines, a list item's lines), and
 * consecutive runs of one element share one marked-content sequence: every element and marked-content
 * id costs bytes and time. An 'Lbl' run starts a new list item; 'LI' runs are that item's body.
 * Marked content cannot span pages; elements can (a paragraph or list continued overleaf).
 */
import type { TextRole } from '../layout/draw-document.ts';
import { ref, type PdfFile } from './pdf-file.ts';

/** Where the tree writes its marked-content operators: the page's content stream, outside text objects. */
export interface MarkedContentSink {
  markedContent(operator: string): void;
}

interface Element {
  readonly ref: number;
  readonly type: string;
  readonly parent: Element | undefined;
  readonly kids: Kid[];
  /** The page of the element's first marked content (its /Pg); content on other pages names its own. */
  page?: number;
}

type Kid = Element | { mcid: number; page: number } | { annotation: number; page: number };

type BlockRole = Exclude<TextRole, 'Artifact'>;

export class StructureTree {
  readonly #root: Element;
  #block: { role: BlockRole; element: Element } | undefined;
  #list: { element: Element; item?: Element; body?: Element } | undefined;
  /** The element the open marked-content sequence belongs to ('Artifact' for an artifact). */
  #marked: Element | 'Artifact' | undefined;
  #link: Element | undefined;
  #page = 0;
  /** The element of each marked-content id of the current page, in order: the page's parent-tree entry. */
  #pageMarks: Element[] = [];
  readonly #parentTree: string[] = [];
  readonly #annotationEntries: string[] = [];
  readonly #elements: Element[] = [];

  constructor(
    private readonly file: PdfFile,
    private readonly sink: MarkedContentSink,
    /** Parent-tree keys 0 … pageCount − 1 are the pages'; link annotations take the keys after them. */
    private nextAnnotationKey: number,
  ) {
    this.#root = this.#element('Document', undefined);
  }

  startPage(page: number): void {
    this.#page = page;
    this.#pageMarks = [];
  }

  /** Opens (or continues) the marked content of a text run with `role`. */
  beginText(role: BlockRole, linked: boolean): void {
    const element = this.#targetFor(role);
    if (!linked && this.#marked === element) return;
    this.endMarkedContent();
    let target = element;
    if (linked) {
      this.#link = this.#element('Link', element);
      target = this.#link;
    }
    const mcid = this.#pageMarks.length;
    this.#pageMarks.push(target);
    target.page ??= this.#page;
    target.kids.push({ mcid, page: this.#page });
    this.sink.markedContent(`/${linked ? 'Link' : role === 'LI' ? 'LBody' : role} << /MCID ${mcid} >> BDC`);
    this.#marked = target;
  }

  /** The Link element of the run being drawn takes its annotation; returns the annotation's /StructParent. */
  linkAnnotation(annotation: number): number | undefined {
    if (!this.#link) return undefined;
    const key = this.nextAnnotationKey++;
    this.#link.kids.push({ annotation, page: this.#page });
    this.#annotationEntries.push(`${key} ${ref(this.#link.ref)}`);
    return key;
  }

  beginArtifact(): void {
    if (this.#marked === 'Artifact') return;
    this.endMarkedContent();
    this.sink.markedContent('/Artifact BMC');
    this.#marked = 'Artifact';
  }

  endMarkedContent(): void {
    if (this.#marked === undefined) return;
    this.sink.markedContent('EMC');
    this.#marked = undefined;
    this.#link = undefined;
  }

  endPage(): void {
    this.endMarkedContent();
    this.#parentTree.push(`${this.#parentTree.length} [${this.#pageMarks.map((element) => ref(element.ref)).join(' ')}]`);
  }

  /** Writes every element, the parent tree and the tree's root; returns the root's object number. */
  write(): number {
    this.endMarkedContent();
    const treeRoot = this.file.allocate();
    const parentTree = this.file.allocate();
    for (const element of this.#elements) {
      const parent = element.parent ? element.parent.ref : treeRoot;
      const kids = element.kids.map((kid) => {
        if ('ref' in kid) return ref(kid.ref);
        if ('mcid' in kid) return kid.page === element.page ? String(kid.mcid) : `<< /Type /MCR /Pg ${ref(kid.page)} /MCID ${kid.mcid} >>`;
        return `<< /Type /OBJR /Obj ${ref(kid.annotation)} /Pg ${ref(kid.page)} >>`;
      });
      const page = element.page === undefined ? '' : ` /Pg ${ref(element.page)}`;
      this.file.write(element.ref, `<< /Type /StructElem /S /${element.type} /P ${ref(parent)}${page} /K [${kids.join(' ')}] >>`);
    }
    this.file.write(parentTree, `<< /Nums [${[...this.#parentTree, ...this.#annotationEntries].join(' ')}] >>`);
    this.file.write(treeRoot, `<< /Type /StructTreeRoot /K [${ref(this.#root.ref)}] /ParentTree ${ref(parentTree)} /ParentTreeNextKey ${this.nextAnnotationKey} >>`);
    return treeRoot;
  }

  #element(type: string, parent: Element | undefined): Element {
    const element: Element = { ref: this.file.allocate(), type, parent, kids: [] };
    parent?.kids.push(element);
    this.#elements.push(element);
    return element;
  }

  #targetFor(role: BlockRole): Element {
    if (role === 'Lbl' || role === 'LI') {
      this.#closeBlock();
      this.#list ??= { element: this.#element('L', this.#root) };
      const list = this.#list;
      if (role === 'Lbl' || !list.item) {
        list.item = this.#element('LI', list.element);
        list.body = undefined;
      }
      if (role === 'Lbl') return this.#element('Lbl', list.item);
      list.body ??= this.#element('LBody', list.item);
      return list.body;
    }
    this.#closeList();
    if (this.#block?.role === role) return this.#block.element;
    this.#closeBlock();
    const element = this.#element(role, this.#root);
    this.#block = { role, element };
    return element;
  }

  #closeBlock(): void {
    if (!this.#block) return;
    if (this.#marked === this.#block.element) this.endMarkedContent();
    this.#block = undefined;
  }

  #closeList(): void {
    if (!this.#list) return;
    this.endMarkedContent();
    this.#list = undefined;
  }
}
