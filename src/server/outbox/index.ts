import "server-only";
// The module's surface; its code is in queue.ts.
export * from "./queue";
