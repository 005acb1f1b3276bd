import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { checksumQuery, RowChecksum } from "./checksum";
import type { Database } from "@/server/db/client";

// The embedded database's backup: every row of every table of the `public` schema, read in one
// transaction (one snapshot), as JSON lines. PostgreSQL reads them back with
// `json_populate_recordset`, which turns each value into its column's type (bytea from its hex
// text, timestamps, arrays, jsonb): the same file restores into PGlite or into PostgreSQL.
//
//   ["terramare-backup", { version, engine, createdAt, migration, tables,
//                          secretFingerprint }]                                  the header
//   ["table", name, [columns]]                                                 then its rows,
//   {"id": …, …}                                                               one object a line
//   ["end", { table: rows }, { table: checksum }]                              the counts, last
//
// Each table's checksum (./checksum.ts) is of its lines as written: a verification restores the
// file into a scratch database and finds the same sums there.
//
// A file without its "end" line was cut short and is refused.

export const SNAPSHOT_FORMAT = "terramare-backup";
const SNAPSHOT_VERSION = 1;

/** The last migration applied (Drizzle's journal in the database): a snapshot restores into the same schema only. */
export interface MigrationMark {
  count: number;
  /** The last migration's timestamp (its folder time), as Drizzle records it. */
  createdAt: string;
}

export interface SnapshotHeader {
  version: number;
  engine: "pglite" | "postgres";
  createdAt: string;
  migration: MigrationMark;
  tables: string[];
  /** The fingerprint of the secret the encrypted columns were written with (./secret-fingerprint.ts); absent in older backups. */
  secretFingerprint?: string;
}

export type TableCounts = Record<string, number>;

export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SnapshotError";
  }
}

type Executor = Pick<Database, "execute">;
/** A transaction on either driver. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A raw query's rows. Both drivers answer `{ rows }`; the database type, generic over the two,
 * leaves the result unknown, so the shape is named here.
 */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** The tables, parents before children (by foreign key), so that rows restore in this order. */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The columns a row is written with (not the generated ones, which PostgreSQL computes again), and whether any holds files (bytea). */
export async function writableColumns(db: Executor, table: string): Promise<{ names: string[]; files: boolean }> {
  const columns = await rows<{ name: string; type: string }>(
    db,
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return { names: columns.map((column) => column.name), files: columns.some((column) => column.type === "bytea") };
}

export async function migrationMark(db: Executor): Promise<MigrationMark> {
  const [mark] = await rows<{ count: number; created_at: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  return { count: mark?.count ?? 0, createdAt: mark?.created_at ?? "" };
}

const list = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

/**
 * Rows read per query. A table of files (media variants, client documents up to 25 MB) is read two
 * rows at a time: a row's bytes travel as hex text, twice their size, and the process holds them.
 */
const ROWS_PER_READ = 500;
const FILE_ROWS_PER_READ = 2;

/**
 * Writes a snapshot of the database, line by line, through `write` (which may wait: the caller's
 * stream applies back-pressure). One transaction holds every read: on PostgreSQL a repeatable-read
 * snapshot; on the embedded database PGlite's one connection, whose other queries wait for it.
 */
export async function writeSnapshot(
  db: Database,
  source: Pick<SnapshotHeader, "engine" | "secretFingerprint">,
  write: (line: string) => Promise<void>,
): Promise<TableCounts> {
  return db.transaction(
    async (tx) => {
      // Dates as JSON in UTC, whatever the session's zone: the checksums are of this text.
      await tx.execute(sql`set local timezone to 'UTC'`);
      const tables = await tablesInOrder(tx);
      const header: SnapshotHeader = {
        version: SNAPSHOT_VERSION,
        engine: source.engine,
        createdAt: new Date().toISOString(),
        migration: await migrationMark(tx),
        tables,
        secretFingerprint: source.secretFingerprint,
      };
      await write(JSON.stringify([SNAPSHOT_FORMAT, header]));
      const counts: TableCounts = {};
      const checksums: Record<string, string> = {};
      for (const table of tables) {
        const columns = await writableColumns(tx, table);
        await write(JSON.stringify(["table", table, columns.names]));
        counts[table] = 0;
        const checksum = new RowChecksum();
        const perRead = columns.files ? FILE_ROWS_PER_READ : ROWS_PER_READ;
        // ctid: the rows' physical order, stable within the snapshot, for any table (keys or none).
        for (let offset = 0; ; offset += perRead) {
          const page = await rows<{ line: string }>(
            tx,
            sql`select row_to_json(t)::text as line from (select ${list(columns.names)} from ${sql.identifier(table)} order by ctid
                limit ${perRead} offset ${offset}) t`,
          );
          for (const { line } of page) {
            checksum.add(line);
            await write(line);
          }
          counts[table] += page.length;
          if (page.length < perRead) break;
        }
        checksums[table] = checksum.value();
      }
      await write(JSON.stringify(["end", counts, checksums]));
      return counts;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Rows inserted per statement, or fewer once their JSON passes this many characters. */
const ROWS_PER_INSERT = 500;
const CHARACTERS_PER_INSERT = 4 * 1024 * 1024;

function parseLine(line: string, lineNumber: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new SnapshotError(`Line ${lineNumber} of the backup is not JSON: the file is damaged.`);
  }
}

/**
 * Replaces every row of the database with the snapshot's, in one transaction: nothing changes
 * unless the whole file is read and its counts match. The schema must be the snapshot's (the
 * same migrations); identity and serial sequences continue after the restored rows.
 */
export async function restoreSnapshot(
  db: Database,
  lines: AsyncIterable<string>,
  options: { afterRows?: (tx: Transaction) => Promise<void> } = {},
): Promise<{ header: SnapshotHeader; counts: TableCounts; checksums?: Record<string, string> }> {
  const current = await migrationMark(db);
  return db.transaction(async (tx) => {
    let header: SnapshotHeader | undefined;
    let table: { name: string; columns: string[] } | undefined;
    let batch: string[] = [];
    let batchCharacters = 0;
    let ended: TableCounts | undefined;
    let endedChecksums: Record<string, string> | undefined;
    const counts: TableCounts = {};
    const flush = async () => {
      if (!table || batch.length === 0) return;
      await tx.execute(
        sql`insert into ${sql.identifier(table.name)} (${list(table.columns)}) overriding system value
            select ${list(table.columns)} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${batch.join(",")}]`}::json)`,
      );
      counts[table.name] = (counts[table.name] ?? 0) + batch.length;
      batch = [];
      batchCharacters = 0;
    };
    let lineNumber = 0;
    for await (const line of lines) {
      lineNumber++;
      if (line === "") continue;
      if (ended) throw new SnapshotError(`The backup goes on after its end (line ${lineNumber}): the file is damaged.`);
      if (!header) {
        const first = parseLine(line, lineNumber);
        if (!Array.isArray(first) || first[0] !== SNAPSHOT_FORMAT) {
          throw new SnapshotError("This file is not a backup made by `npm run backup` on the embedded database.");
        }
        header = first[1] as SnapshotHeader;
        if (header.version !== SNAPSHOT_VERSION)
          throw new SnapshotError(`Backup format ${header.version} is not known to this version.`);
        if (header.migration.count !== current.count || header.migration.createdAt !== current.createdAt) {
          throw new SnapshotError(
            `The backup was made on a database with ${header.migration.count} migrations and this one has ${current.count}: ` +
              "restore it with the version of the site that made it, then upgrade.",
          );
        }
        const existing = await tablesInOrder(tx);
        const missing = header.tables.filter((name) => !existing.includes(name));
        if (missing.length > 0) throw new SnapshotError(`This database has no table ${missing.join(", ")}.`);
        await tx.execute(sql`truncate ${list(existing)} restart identity cascade`);
        continue;
      }
      if (line.startsWith("[")) {
        await flush();
        const marker = parseLine(line, lineNumber) as [string, ...unknown[]];
        if (marker[0] === "table") {
          const [, name, columns] = marker as [string, string, string[]];
          if (!header.tables.includes(name))
            throw new SnapshotError(`Line ${lineNumber} names a table the header does not list.`);
          const known = (await writableColumns(tx, name)).names;
          const unknown = columns.filter((column) => !known.includes(column));
          if (unknown.length > 0) throw new SnapshotError(`Table ${name} has no column ${unknown.join(", ")} here.`);
          table = { name, columns };
        } else if (marker[0] === "end") {
          ended = marker[1] as TableCounts;
          endedChecksums = marker[2] as Record<string, string> | undefined;
        } else {
          throw new SnapshotError(`Line ${lineNumber} is not a row nor a table: the file is damaged.`);
        }
        continue;
      }
      if (!table) throw new SnapshotError(`Line ${lineNumber} is a row before any table: the file is damaged.`);
      batch.push(line);
      batchCharacters += line.length;
      if (batch.length >= ROWS_PER_INSERT || batchCharacters >= CHARACTERS_PER_INSERT) await flush();
    }
    if (!header) throw new SnapshotError("The backup is empty.");
    if (!ended) throw new SnapshotError("The backup stops before its end: the file was cut short, nothing was restored.");
    for (const name of header.tables) {
      if ((counts[name] ?? 0) !== (ended[name] ?? 0)) {
        throw new SnapshotError(`Table ${name}: the backup lists ${ended[name]} rows but holds ${counts[name] ?? 0}.`);
      }
    }
    await continueSequences(tx);
    await options.afterRows?.(tx);
    return {
      header,
      counts: Object.fromEntries(header.tables.map((name) => [name, counts[name] ?? 0])),
      checksums: endedChecksums,
    };
  });
}

/** Every serial or identity column's sequence, set past the largest restored value. */
async function continueSequences(db: Executor): Promise<void> {
  const sequences = await rows<{ table: string; column: string; sequence: string }>(
    db,
    sql`select table_name as table, column_name as column,
               pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(format('%I', table_name), column_name) is not null`,
  );
  for (const { table, column, sequence } of sequences) {
    await db.execute(
      sql`select setval(${sequence}, coalesce(max(${sql.identifier(column)}), 0) + 1, false) from ${sql.identifier(table)}`,
    );
  }
}

/**
 * Each table's rows and checksum (./checksum.ts), read by the database: in the caller's
 * transaction, so that they are of one snapshot, with dates in UTC as the snapshot writes them.
 */
export async function tableSums(
  tx: Executor,
  tables: string[],
): Promise<{ counts: TableCounts; checksums: Record<string, string> }> {
  await tx.execute(sql`set local timezone to 'UTC'`);
  const counts: TableCounts = {};
  const checksums: Record<string, string> = {};
  for (const table of tables) {
    const [sums] = await rows<{ count: number; checksum: string }>(
      tx,
      checksumQuery(table, (await writableColumns(tx, table)).names),
    );
    counts[table] = sums?.count ?? 0;
    checksums[table] = sums?.checksum ?? "0";
  }
  return { counts, checksums };
}
