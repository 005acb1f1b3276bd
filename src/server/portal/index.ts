import "server-only";
// The module's surface; its code is in client-viewer.ts.
export * from "./client-viewer";
