export * from "./bodies.ts";
export * from "./documents.ts";
export * from "./wire.ts";
