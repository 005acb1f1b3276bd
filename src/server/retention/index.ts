import "server-only";
// The module's surface; its code is in purge.ts.
export * from "./purge";
