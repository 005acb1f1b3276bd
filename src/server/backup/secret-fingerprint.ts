import "server-only";
import { createHash } from "node:crypto";
import { existingAuthSecret, type SecretSource } from "@/server/auth/secret";

// A backup carries the fingerprint of the secret its encrypted columns (staff second factors:
// their keys and recovery codes) were written with, never the secret: a restore under another
// secret would leave every staff member locked out ("invalid tag"), so it refuses first.

/** 16 hex digits of a SHA-256 of the secret under a fixed label, in groups of four: names the secret, reveals nothing of it. */
export function secretFingerprint(secret: string): string {
  const digest = createHash("sha256").update(`terramare-secret-fingerprint\0${secret}`).digest("hex");
  return digest.slice(0, 16).replace(/(.{4})(?!$)/g, "$1-");
}

/** The fingerprint of the secret this process's site uses, and where that secret comes from (none yet: a fresh data folder). */
export function currentSecretFingerprint(): { fingerprint: string; source: SecretSource } | undefined {
  const current = existingAuthSecret();
  return current && { fingerprint: secretFingerprint(current.secret), source: current.source };
}

const sourceWords: Record<SecretSource, string> = {
  BETTER_AUTH_SECRET: "BETTER_AUTH_SECRET",
  "data-folder": "the file auth-secret in the data folder",
  development: "the development secret (NODE_ENV is not production and BETTER_AUTH_SECRET is unset)",
};

/** A restore under another secret than the backup's: said in words an operator can act on. */
export class SecretMismatchError extends Error {
  constructor(
    readonly needed: string,
    readonly target: { fingerprint: string; source: SecretSource } | undefined,
  ) {
    const here = target
      ? `This site's secret (${sourceWords[target.source]}) has fingerprint ${target.fingerprint}.`
      : "This site has no secret yet (BETTER_AUTH_SECRET is unset and the data folder has no auth-secret file).";
    super(
      [
        `The backup was made under the secret with fingerprint ${needed}. ${here}`,
        "That secret encrypts the staff's second factors (authenticator keys and recovery codes): restored under another one, no staff member could sign in.",
        "Use the secret of the site that made the backup: set BETTER_AUTH_SECRET to its value, or copy its data folder's auth-secret file into this data folder (mode 600), then restore again.",
        "Without it: add --reset-second-factors to restore anyway and reset every second factor (staff enrol again at their next sign-in).",
      ].join("\n"),
    );
    this.name = "SecretMismatchError";
  }
}

/**
 * Throws `SecretMismatchError` when the backup names a secret other than this site's. A backup
 * without a fingerprint (made before backups carried one) cannot be checked and passes.
 */
export function checkBackupSecret(needed: string | undefined): void {
  if (!needed) return;
  const target = currentSecretFingerprint();
  if (target?.fingerprint !== needed) throw new SecretMismatchError(needed, target);
}
