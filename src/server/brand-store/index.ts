import "server-only";
// The module's surface; its code is in package.ts.
export * from "./package";
