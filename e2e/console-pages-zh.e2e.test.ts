// Every operator console page in Chinese (issue 24): the walk is e2e/console-walk.ts.
import { e2eUnavailable } from './browser.js';
import { describeConsoleWalk } from './console-walk.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] console-pages-zh: skipped, ${skip}`);

describeConsoleWalk('zh');
