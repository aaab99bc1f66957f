/**
 * The part of the screen the player can see: with the on-screen keyboard open, mobile browsers shrink the visual
 * viewport but not the layout one, so a screen sized by 100vh (or 100dvh on iOS) ends up behind the keyboard. The
 * conversation screen is sized and placed by this box instead, so its composer stays right above the keyboard.
 * Without visualViewport (old browsers, jsdom) the box is the window.
 */
import { useEffect, useState } from 'react';

export interface ViewportBox {
  top: number;
  height: number;
}

function read(): ViewportBox {
  const vv = window.visualViewport;
  return vv ? { top: vv.offsetTop, height: vv.height } : { top: 0, height: window.innerHeight };
}

export function useVisualViewport(): ViewportBox {
  const [box, setBox] = useState(read);
  useEffect(() => {
    const vv = window.visualViewport;
    const update = (): void => {
      const next = read();
      setBox((prev) => (prev.top === next.top && prev.height === next.height ? prev : next));
    };
    vv?.addEventListener('resize', update);
    vv?.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    return () => {
      vv?.removeEventListener('resize', update);
      vv?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return box;
}
