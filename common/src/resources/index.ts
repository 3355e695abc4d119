export * from "./profiles.ts";
export * from "./reference.ts";
export * from "./social.ts";
