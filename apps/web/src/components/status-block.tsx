/**
 * antd-mobile's ErrorBlock with small inline illustrations instead of its bundled ones (~8 KB gzip, most of it
 * SVG detail): same component, props and styling, a fraction of the weight on home's first load.
 */
import { createErrorBlock } from 'antd-mobile';

const frame = (body: string, accent: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><ellipse cx="80" cy="106" rx="56" ry="7" fill="#e8ebf3"/><rect x="34" y="22" width="92" height="70" rx="14" fill="#eef2ff"/><rect x="34" y="22" width="92" height="18" rx="9" fill="${accent}" opacity=".85"/><circle cx="46" cy="31" r="3" fill="#fff"/><circle cx="56" cy="31" r="3" fill="#fff"/>${body}</svg>`,
  )}`;

export const StatusBlock = createErrorBlock({
  default: frame('<path d="M66 62h28M66 74h18" stroke="#a9b4d6" stroke-width="6" stroke-linecap="round"/>', '#2f54eb'),
  empty: frame('<rect x="60" y="52" width="40" height="28" rx="6" fill="none" stroke="#a9b4d6" stroke-width="5"/><path d="M60 62h40" stroke="#a9b4d6" stroke-width="5"/>', '#8c9bd6'),
  busy: frame('<circle cx="80" cy="66" r="15" fill="none" stroke="#a9b4d6" stroke-width="5"/><path d="M80 58v9l6 4" stroke="#5b3cc4" stroke-width="5" stroke-linecap="round" fill="none"/>', '#5b3cc4'),
  disconnected: frame('<path d="M64 70a22 22 0 0 1 32 0M70 77a12 12 0 0 1 20 0" stroke="#a9b4d6" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M66 54l28 30" stroke="#f5772e" stroke-width="5" stroke-linecap="round"/>', '#f5772e'),
});
