import "server-only";
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";

// A table's checksum: the sum of the first 60 bits of the MD5 of each row's JSON
// (`row_to_json` of its written columns, dates in UTC), as a decimal. Order does not matter, so
// the database computes it in one pass (`checksumQuery`) and the snapshot's writer as it writes the
// lines (`RowChecksum`); both give the same number for the same rows, on PostgreSQL and PGlite.

/** The checksum of lines added one at a time. */
export class RowChecksum {
  private sum = 0n;
  add(line: string): void {
    this.sum += BigInt(`0x${createHash("md5").update(line).digest("hex").slice(0, 15)}`);
  }
  value(): string {
    return this.sum.toString();
  }
}

/** The query of one table's rows and checksum over `columns` (run with the session's zone in UTC). */
export function checksumQuery(table: string, columns: string[]): SQL {
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return sql`select count(*)::int as count,
                    coalesce(sum(('x' || substr(md5(row_to_json(t)::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
             from (select ${list} from ${sql.identifier(table)}) t`;
}
