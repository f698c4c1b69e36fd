import type { Answer } from '../plugins/openapi';
import type { FastifyReply } from 'fastify';

/** An image's answer, for the OpenAPI document (route config `answers`). */
export const PNG_ANSWERS: Record<number, Answer> = {
  200: { description: 'The PNG image.', type: 'image/png' },
};

/** A stored image for the signed-in back office: never cached by a shared cache, revalidated every time. */
export function sendPrivatePng(reply: FastifyReply, image: Buffer): FastifyReply {
  return reply.type('image/png').header('cache-control', 'private, no-cache').send(image);
}
