import type { FastifyInstance } from "fastify";
import { featuredRoutes } from "./featured/routes.ts";
import { itemRoutes } from "./items/routes.ts";
import { likeRoutes } from "./likes/routes.ts";
import { mediaRoutes } from "./media/routes.ts";
import { itemPartRoutes } from "./parts/routes.ts";

/**
 * The showroom area: showroom and gallery items ("creations"), their media, co-creators, skills and
 * links, likes and the featured creative fields. Each part registers its own routes here.
 */
export async function showroomRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(itemRoutes);
  await fastify.register(mediaRoutes);
  await fastify.register(itemPartRoutes);
  await fastify.register(likeRoutes);
  await fastify.register(featuredRoutes);
}
