/**
 * Vitest setup for the web app.
 *
 * 1. The workspace root's node_modules holds React 18 (pulled in as a peer of root dev tools such as
 *    @testing-library/react) while the app depends on React 19 in apps/web/node_modules. vitest.config.ts aliases
 *    ESM imports; this redirects CommonJS `require('react…')` (testing-library, use-sync-external-store) too, so
 *    exactly one React runs in tests. Remove once the root resolves react@19 (reported to the repo owner).
 * 2. antd-mobile's React 19 patch, as in main.tsx (design.md §2): without it Toast and Dialog render nothing.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const nodeModule = createRequire(import.meta.url)('node:module') as { _resolveFilename: ResolveFilename };
const resolveFilename = nodeModule._resolveFilename;
const appModules = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/');
nodeModule._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
  const target = /^(react|react-dom)(\/.*)?$/.test(request) ? appModules + request : request;
  return resolveFilename.call(this, target, ...rest);
};

await import('../antd-react19');
