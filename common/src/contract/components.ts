import { z } from "zod";

/**
 * The schemas the API description lists under `components`, by name. zod's own registry keeps the
 * last schema given an id, so a second schema under a name would quietly take the first one's place
 * in the document, and every route that sends the first would be described by the second. Here a
 * name belongs to one schema: the API description lists these and no others.
 */
export const apiComponents = z.registry<{ id: string }>();

/** A schema as the API description writes it, for telling two schemas apart by what they describe. */
const described = (schema: z.core.$ZodType) =>
  JSON.stringify(
    (["input", "output"] as const).map((io) => z.toJSONSchema(schema, { io, unrepresentable: "any", cycles: "ref" })),
  );

const nameTaken = (name: string) =>
  new Error(`Two different schemas are named ${name} in the API description: give one of them a name of its own.`);

/**
 * Names a schema among the API description's components. A name already given to a different
 * schema is an error when the second module loads; the same schema again (a module evaluated once
 * more, as a development server's hot update does) takes the name over.
 */
export function component<S extends z.ZodType>(name: string, schema: S): S {
  const named = schema.meta({ id: name });
  const taken = apiComponents._idmap.get(name);
  if (taken) {
    if (described(taken) !== described(named)) throw nameTaken(name);
    apiComponents.remove(taken);
  }
  apiComponents.add(named, { id: name });
  return named;
}

/**
 * Fails when one of the schemas, or one within them, carries a component name that `component`
 * did not give it: the API description would describe it by another schema of that name, or by
 * none. `io` is the side the description shows: what requests send, or what replies carry. The
 * schemas are read together, so what they share is read once.
 */
export function assertComponentNames(schemas: Iterable<z.ZodType>, io: "input" | "output"): void {
  const together = z.registry<{ id: string }>();
  let count = 0;
  for (const schema of schemas) together.add(schema, { id: `schema${count++}` });
  z.toJSONSchema(together, {
    io,
    unrepresentable: "any",
    cycles: "ref",
    override: ({ zodSchema }) => {
      const name = z.globalRegistry.get(zodSchema)?.id;
      if (name === undefined) return;
      const named = apiComponents._idmap.get(name);
      if (!named) throw new Error(`A schema is named ${name} without component(): the API description lacks it.`);
      if (named !== zodSchema && described(named) !== described(zodSchema)) throw nameTaken(name);
    },
  });
}
