import "server-only";
// The module's surface; its code is in report.ts.
export * from "./report";
