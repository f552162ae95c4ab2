/**
 * The least possible equivalent work, for the bench's ratios: echo a JSON body, answer a constant JSON, send a
 * static file. Run as its own process, like the app.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, staticFile] = [Number(process.argv[2]), process.argv[3]];
const page = readFileSync(staticFile, 'utf8');
const constant = { data: Array.from({ length: 6 }, (_, i) => ({ id: i, name: 'Visitor', review: 'x'.repeat(300), rating: 5 })) };
const app = Fastify();
app.post('/echo', async (request, reply) => {
  const body = request.body as Record<string, unknown>;
  return reply.code(typeof body.name === 'string' ? 201 : 400).send({ id: randomUUID() });
});
app.get('/json', async () => constant);
app.get('/static', async (_request, reply) => reply.type('text/html').send(page));
app.listen({ port, host: '127.0.0.1' }).then(() => process.send?.('ready'));
