// The database schema, split by domain (one file per domain below); every table, enum and row type
// is imported from here (`@/server/db/schema`), and drizzle.config.ts reads the same folder.
import "server-only";

export * from "./auth";
export * from "./flags";
export * from "./leads";
export * from "./inbox";
export * from "./outbox";
export * from "./analytics";
export * from "./operations";
export * from "./content";
export * from "./media";
export * from "./settings";
export * from "./catalog";
export * from "./documents";
export * from "./orders";
export * from "./alerts";
export * from "./prices";
