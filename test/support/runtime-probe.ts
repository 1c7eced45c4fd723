/**
 * Computes, on whichever runtime runs it, the values that must agree between Bun and Deno: CRC-32s,
 * API-key checksums and hashes, argon2id verification and a fresh hash, and who holds a DATA_DIR.
 * Reads one JSON request from the first argument and prints one JSON answer. Run as
 * `bun test/support/runtime-probe.ts '{…}'` or `deno run --allow-read=… test/support/runtime-probe.ts
 * '{…}'` (Deno reads the project, its packages and `dataDir`).
 */
import { hashApiKey, isWellFormedApiKey } from '../../src/domain/api-key.ts';
import { runtimeName } from '../../src/runtime/current.ts';
import { crc32 } from '../../src/runtime/crc32.ts';
import { argon2idHash, argon2idVerify } from '../../src/runtime/passwords.ts';
import { dataDirOwner } from '../../src/storage/data-dir-lock.ts';

export interface ProbeRequest {
  texts?: string[];
  keys?: string[];
  /** Password and PHC hashes to verify it against. */
  verify?: { password: string; hashes: string[] };
  /** A password to hash with the service's parameters (19 MiB, 2 iterations). */
  hash?: string;
  dataDir?: string;
}

export interface ProbeAnswer {
  runtime: string;
  crc32s: number[];
  keys: Array<{ wellFormed: boolean; sha256: string }>;
  verified: boolean[];
  hash?: string;
  dataDirOwner?: number | null;
}

const request = JSON.parse(process.argv[2] ?? '{}') as ProbeRequest;
const answer: ProbeAnswer = {
  runtime: runtimeName,
  crc32s: (request.texts ?? []).map((text) => crc32(text)),
  keys: (request.keys ?? []).map((key) => ({ wellFormed: isWellFormedApiKey(key), sha256: hashApiKey(key) })),
  verified: await Promise.all((request.verify?.hashes ?? []).map((hash) => argon2idVerify(request.verify!.password, hash))),
};
if (request.hash !== undefined) answer.hash = await argon2idHash(request.hash, 19456, 2);
if (request.dataDir !== undefined) answer.dataDirOwner = dataDirOwner(request.dataDir) ?? null;
console.log(JSON.stringify(answer));
