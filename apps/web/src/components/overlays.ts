/**
 * antd-mobile's imperative overlays (Toast, Dialog, ActionSheet) and the animation code behind them, in one chunk
 * loaded on first use: none is needed to paint home, and together they are ~15 KB gzip of its budget
 * (bench/web-size.mjs). Callers go through loadOverlays(). A Dialog or an ActionSheet left open closes when the
 * player leaves the screen (closesOnLeave; issue 24: the welfare "received" dialog stayed over the next screen).
 */
import { ActionSheet as AntActionSheet, Dialog, Toast } from 'antd-mobile';
import type { ActionSheetProps, ActionSheetShowHandler } from 'antd-mobile/es/components/action-sheet';
import { closesOnLeave } from './load-overlays';

const sheets = new Set<ActionSheetShowHandler>();

/** ActionSheet.show, remembered until it closes so that leaving the screen can close it. */
export const ActionSheet = {
  show(props: Omit<ActionSheetProps, 'visible' | 'destroyOnClose' | 'forceRender'>): ActionSheetShowHandler {
    const handler = AntActionSheet.show({
      ...props,
      afterClose: () => {
        sheets.delete(handler);
        props.afterClose?.();
      },
    });
    sheets.add(handler);
    return handler;
  },
};

closesOnLeave(() => {
  Dialog.clear();
  for (const sheet of sheets) sheet.close();
  sheets.clear();
});

export { Dialog, Toast };
