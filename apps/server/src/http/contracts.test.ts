import { noData, PLAYER_RESPONSES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';

type Doc = { paths: Record<string, { post?: { responses: Record<string, { content: Record<string, { schema: { properties: { data: unknown } } }> }> } }> };

/**
 * Contracts once (issue 11): every player call is listed in the shared PLAYER_RESPONSES, which the web's test
 * stubs are checked against, and the OpenAPI document built from the same schemas still describes each answer.
 * (Each answer is also checked against its schema at run time in every test: CHECK_ANSWERS, http/route.ts.)
 */
describe('player response contracts (packages/shared contracts)', () => {
  const t = useTestApp();

  it('every player route (/web/, /venue/house/api/) of the OpenAPI document has its schema in PLAYER_RESPONSES, and every entry is a route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Doc;
    const documented = Object.keys(doc.paths)
      .filter((p) => p.startsWith('/web/') || p.startsWith('/venue/house/api/'))
      .sort();
    const listed = Object.keys(PLAYER_RESPONSES).map((p) => p.replace(':provider', '{provider}')).sort();
    expect(documented).toEqual(listed);
  });

  it('the document describes the data of each answer (null only for calls that answer no data)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Doc;
    for (const [path, schema] of Object.entries(PLAYER_RESPONSES)) {
      const op = doc.paths[path.replace(':provider', '{provider}')]?.post;
      const data = op?.responses['200']?.content['application/json']?.schema.properties.data as { enum?: unknown[] } | undefined;
      expect(data, path).toBeDefined();
      // OpenAPI 3.0 writes null as `{ type: 'string', nullable: true, enum: [null] }`.
      const isNull = JSON.stringify(data?.enum) === '[null]';
      expect(isNull, path).toBe(schema === noData);
    }
  });
});
