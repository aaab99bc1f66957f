/**
 * Vitest setup for the web app: antd-mobile's React 19 patch, as in main.tsx (design.md §2);
 * without it Toast and Dialog render nothing.
 */
import '../antd-react19';
