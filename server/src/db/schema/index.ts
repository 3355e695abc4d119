export * from "./accounts.ts";
export * from "./membership.ts";
export * from "./notifications.ts";
export * from "./platform.ts";
export * from "./profiles.ts";
export * from "./reference.ts";
export * from "./showroom.ts";
export * from "./social.ts";
