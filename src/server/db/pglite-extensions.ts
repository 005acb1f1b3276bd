import "server-only";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The extensions every embedded database loads (the catalog's search: migration 0018 creates them;
 * PGlite loads their files on demand): the site's own and the scratch database a backup is
 * verified in alike, or the migrations stop there.
 */
export const pgliteExtensions = { pg_trgm, unaccent };
