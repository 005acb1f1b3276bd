// The module's surface; its code is in http-metrics.ts.
export * from "./http-metrics";
