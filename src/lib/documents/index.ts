// The module's surface; its code is in document-kinds.ts.
export * from "./document-kinds";
