import "server-only";
// The module's surface; its code is in features.ts.
export * from "./features";
