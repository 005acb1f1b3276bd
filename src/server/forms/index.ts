import "server-only";
// The module's surface; its code is in submission.ts.
export * from "./submission";
