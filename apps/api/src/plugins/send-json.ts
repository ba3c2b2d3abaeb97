import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already written as JSON (checked against its contract when it was written, and kept): Fastify's
 * serializer is skipped for a string, so a hot read costs neither the check nor the serialisation again.
 */
export const sendJson = (reply: FastifyReply, body: string): FastifyReply => reply.type('application/json; charset=utf-8').send(body);
