import { buildTemplates } from "./template.ts";

export default async function setup(): Promise<void> {
  await buildTemplates();
}
