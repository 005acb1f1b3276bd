import "server-only";
// The module's surface; its code is in events.ts.
export * from "./events";
