export * from "./accounts.ts";
export * from "./me.ts";
export * from "./membership.ts";
export * from "./platform.ts";
export * from "./profiles.ts";
export * from "./reference.ts";
export * from "./showroom.ts";
export * from "./social.ts";
