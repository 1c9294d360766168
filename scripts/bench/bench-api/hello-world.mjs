// The baseline of `npm run bench:api`: a bare Fastify answering `{ hello: 'world' }` with a response schema and
// no logger, on the loopback port given as the first argument. Run as its own process, like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get(
  '/',
  { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } },
  async () => ({ hello: 'world' }),
);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
