/**
 * The service is one code base for Bun and Deno: only the modules in src/runtime/ may use either
 * runtime's own API (the `Bun` and `Deno` globals, `bun:` modules, Bun's `import.meta.dir`), and
 * every JSON import carries its import attribute, which Deno requires. Unit tests (*.test.ts, run by
 * `bun test`) are Bun programs and are not checked.
 */
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dir, '..');
const seam = join(root, 'src', 'runtime');

/** Every service module under src/, tests excluded. */
function serviceModules(directory = join(root, 'src')): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return serviceModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `text` without its comments, so that prose may name the runtimes. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const RUNTIME_API = [
  { name: 'the Bun global', pattern: /\bBun\s*[.[]|globalThis\s*\.\s*Bun\b/ },
  { name: 'the Deno global', pattern: /\bDeno\s*[.[]|globalThis\s*\.\s*Deno\b/ },
  { name: "a 'bun' or 'bun:' module", pattern: /from\s+['"]bun(:[a-z]+)?['"]|import\(\s*['"]bun(:[a-z]+)?['"]\s*\)/ },
  { name: "Bun's import.meta.dir / path / main", pattern: /import\.meta\.(dir|path|main|file)\b/ },
];

describe('the runtime seam', () => {
  const modules = serviceModules();

  test('finds the service modules', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.some((path) => path.startsWith(seam))).toBe(true);
  });

  test('no Bun or Deno API outside src/runtime/', () => {
    const offences: string[] = [];
    for (const path of modules.filter((candidate) => !candidate.startsWith(seam))) {
      const text = code(readFileSync(path, 'utf8'));
      for (const { name, pattern } of RUNTIME_API) if (pattern.test(text)) offences.push(`${relative(root, path)}: ${name}`);
    }
    expect(offences).toEqual([]);
  });

  test('the check sees a Bun or Deno call when there is one', () => {
    const samples = ['await Bun.sleep(1);', 'Deno.exit(0);', "import { Database } from 'bun:sqlite';", 'const here = import.meta.dir;', 'const { Bun: runtime } = globalThis; globalThis.Deno;'];
    for (const sample of samples) expect(RUNTIME_API.some(({ pattern }) => pattern.test(code(sample)))).toBe(true);
    expect(RUNTIME_API.some(({ pattern }) => pattern.test(code("// Bun.serve is called in src/runtime/serve.ts\n/* Deno.serve too */ const runtime = 'bun';")))).toBe(false);
  });

  test("every JSON import carries `with { type: 'json' }`", () => {
    const bare: string[] = [];
    for (const path of modules) {
      for (const match of code(readFileSync(path, 'utf8')).matchAll(/(?:import|export)\s[^;]*?from\s+['"][^'"]+\.json['"]([^;\n]*)/g)) {
        if (!/with\s*\{\s*type:\s*['"]json['"]\s*\}/.test(match[1]!)) bare.push(`${relative(root, path)}: ${match[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
