import "server-only";
// The module's surface; its code is in store.ts.
export * from "./store";
