import "server-only";
// The module's surface; its code is in company-settings.ts.
export * from "./company-settings";
