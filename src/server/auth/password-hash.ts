import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { getEnv } from "@/config/env";

/**
 * Password hashing with scrypt, by default at OWASP's minimum (Password Storage Cheat Sheet:
 * N=2^17, r=8, p=1), 128 MiB and about 0.4 s a hash on one core; better-auth's own default
 * (N=2^14, r=16) is below it. The operator sets N with PASSWORD_HASH_LOG2N (14 to 20; below 17
 * only on test machines, and the server says so when it starts). Node's scrypt runs on the libuv
 * thread pool, so a sign-in never blocks the event loop, and at most four hash at once.
 *
 * Hashes are stored as PHC strings (`$scrypt$ln=17,r=8,p=1$<salt>$<key>`, base64 without
 * padding): a hash is verified with the parameters it names, whatever the setting is today, and
 * one made at a lower cost is rewritten at the owner's next sign-in (`needsRehash`). Hashes
 * written by better-auth's default (`<hex salt>:<hex key>`) still verify, and are rewritten too.
 */
export function passwordHashParams() {
  return { log2N: getEnv().PASSWORD_HASH_LOG2N, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
}

const legacyParams = { N: 16_384, r: 16, p: 1, keyLength: 64 } as const;
const phcPattern = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const legacyPattern = /^([0-9a-f]+):([0-9a-f]+)$/;

function derive(
  password: string,
  salt: Buffer | string,
  keyLength: number,
  { N, r, p }: Required<Pick<ScryptOptions, "N" | "r" | "p">>,
) {
  return new Promise<Buffer>((resolve, reject) => {
    // Node's default maxmem (32 MiB) is below what these parameters need (128 · N · r bytes).
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p, keyLength, saltLength } = passwordHashParams();
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, { N: 2 ** log2N, r, p });
  const base64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${base64(salt)}$${base64(key)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const phc = phcPattern.exec(hash);
  if (phc) {
    const [, log2N, r, p, salt, key] = phc;
    const expected = Buffer.from(key!, "base64");
    const actual = await derive(password, Buffer.from(salt!, "base64"), expected.length, {
      N: 2 ** Number(log2N),
      r: Number(r),
      p: Number(p),
    });
    return timingSafeEqual(actual, expected);
  }
  const legacy = legacyPattern.exec(hash);
  if (legacy) {
    const [, salt, key] = legacy;
    // better-auth's default used the hex text of the salt itself as the salt.
    const actual = await derive(password, salt!, legacyParams.keyLength, legacyParams);
    const expected = Buffer.from(key!, "hex");
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  throw new Error("Unknown password hash format");
}

/**
 * Whether a stored hash should be redone at the configured parameters: one in better-auth's old
 * form, with other r or p, or at a lower cost. A costlier one is kept: lowering the setting (a test
 * machine) never weakens a hash already stored.
 */
export function needsRehash(hash: string): boolean {
  const { log2N, r, p } = passwordHashParams();
  const phc = phcPattern.exec(hash);
  if (!phc) return true;
  return Number(phc[2]) !== r || Number(phc[3]) !== p || Number(phc[1]) < log2N;
}
