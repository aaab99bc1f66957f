/**
 * antd-mobile's imperative overlays (Toast, Dialog, ActionSheet) and the animation code behind them, in one chunk
 * loaded on first use: none is needed to paint home, and together they are ~15 KB gzip of its budget
 * (bench/web-size.mjs). Callers go through loadOverlays().
 */
export { ActionSheet, Dialog, Toast } from 'antd-mobile';
