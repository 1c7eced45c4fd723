/**
 * Typst, in-process, for the render bench: @myriaddreamin/typst-ts-node-compiler (a dev dependency,
 * never used by src/ or the tests), a native addon that Bun loads and Deno loads with --allow-ffi.
 * The compiler gets Inter's four faces from the same TTF files our renderer embeds; without font
 * paths it would fall back to its bundled Libertinus without a word, so `typstRenderer` checks that
 * a first PDF uses Inter.
 */
import { createRequire } from 'node:module';
import { fontFilePath } from '../../src/fonts/font-registry.ts';
import type { FontFace } from '../../src/layout/draw-document.ts';

export interface TypstRenderer {
  /** "Typst 0.13.1 (typst-ts-node-compiler 0.6.0)": as its PDFs name their creator, and the package. */
  version: string;
  /** The PDF of a Typst source; throws on a compile error. */
  pdf(source: string): Uint8Array;
  /**
   * Drops memoized results not used in the last `maxAge` compiles (comemo::evict): what a long-running
   * Typst process (the CLI's watch mode, a server) does after each compile to bound its memory.
   */
  evict(maxAge: number): void;
}

/** Loads the compiler (a dynamic import, so that a process that never asks does not load the addon) for `family`. */
export async function typstRenderer(family: string): Promise<TypstRenderer> {
  const { NodeCompiler } = await import('@myriaddreamin/typst-ts-node-compiler');
  const faces: FontFace[] = (['regular', 'bold'] as const).flatMap((weight) => (['normal', 'italic'] as const).map((style) => ({ family, weight, style })));
  const compiler = NodeCompiler.create({ fontArgs: [{ fontPaths: faces.map(fontFilePath) }] });
  const pdf = (source: string) => new Uint8Array(compiler.pdf({ mainFileContent: source }));
  const probe = new TextDecoder('latin1').decode(pdf(`#set text(font: "${family}")\nProbe *bold* _italic_`));
  const fonts = [...probe.matchAll(/\/BaseFont\s*\/([^\s/<>[\]]+)/g)].map((match) => match[1]!);
  const compact = family.replace(/\s+/g, '');
  if (!fonts.some((name) => name.includes(compact))) throw new Error(`Typst did not use ${family} (fonts in its PDF: ${fonts.join(', ') || 'none'})`);
  return {
    version: `${/\/(?:Creator|Producer)\s*\(([^)]*)\)/.exec(probe)?.[1] ?? 'Typst (version unknown)'} (typst-ts-node-compiler ${packageVersion()})`,
    pdf,
    evict: (maxAge) => compiler.evictCache(maxAge),
  };
}

function packageVersion(): string {
  const manifest = createRequire(import.meta.url)('@myriaddreamin/typst-ts-node-compiler/package.json') as { version: string };
  return manifest.version;
}
