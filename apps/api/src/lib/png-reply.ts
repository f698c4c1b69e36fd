import type { FastifyReply } from 'fastify';

/** A stored image for the signed-in back office: never cached by a shared cache, revalidated every time. */
export function sendPrivatePng(reply: FastifyReply, image: Buffer): FastifyReply {
  return reply.type('image/png').header('cache-control', 'private, no-cache').send(image);
}
