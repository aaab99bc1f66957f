/**
 * antd-mobile 5 renders Toast, Dialog and ActionSheet imperatively with ReactDOM.render, which React 19 removed:
 * without this patch those calls render nothing (design.md §2, "Known pitfalls"). This is antd-mobile's documented
 * React 19 patch; it must be imported before anything else in main.tsx and in the test setup.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __admRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__admRoot ??= createRoot(container);
  const root = container.__admRoot;
  root.render(node);
  return async () => {
    // Unmounting synchronously inside a React render warns; defer to the next tick as the patch prescribes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__admRoot;
  };
});
