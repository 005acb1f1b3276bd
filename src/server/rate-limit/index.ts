import "server-only";
// The module's surface; its code is in limiter.ts.
export * from "./limiter";
