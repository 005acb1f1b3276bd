import "server-only";
// The module's surface; its code is in staff-alerts.ts.
export * from "./staff-alerts";
