// The baseline for bench/read.mjs: a bare Fastify route answering a similar envelope, no plugins.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  code: 0,
  msg: 'success',
  data: { websiteBasicList: [{ configKey: 'title', configValue: 'Golden Star Sports' }, { configKey: 'keywords', configValue: 'sports' }] },
};
app.post('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
