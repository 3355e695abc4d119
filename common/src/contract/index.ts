export * from "./bodies.ts";
export * from "./components.ts";
export * from "./documents.ts";
export * from "./wire.ts";
