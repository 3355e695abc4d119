export * from "./case.ts";
export * from "./enums.ts";
export * from "./jsonapi.ts";
export * from "./paths.ts";
export * from "./schemas/accounts.ts";
export * from "./schemas/reference.ts";
