import { z } from "zod";
import { toSnake } from "../case.ts";

/**
 * The wire form of a schema written in the code's camelCase: every object key snake_cased, deep,
 * as `snakeKeys` turns a presenter's attributes into what the client receives. Values whose keys
 * are data (records, `unknown`) stay as they are. Refinements of the objects themselves are not
 * carried over: request bodies run the camelCase schema after this one, which applies them.
 */
export function snakeSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        toSnake(key),
        snakeSchema(value),
      ]),
    );
    const wire = z.object(shape);
    const description = schema.description;
    return description ? wire.describe(description) : wire;
  }
  if (schema instanceof z.ZodOptional) return snakeSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return snakeSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodArray) return z.array(snakeSchema(schema.element as z.ZodType));
  // A preprocess step rewrites what the client sent; the wire form is that of the schema it feeds.
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) return snakeSchema(schema.out as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map(snakeSchema) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  return schema;
}
