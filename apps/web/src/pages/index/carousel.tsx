/**
 * Home's banner carousel (spec.md §2 "banners"): the browser's own scroll snapping does the swiping, a timer turns
 * the page every AUTOPLAY_MS and wraps to the first, dots show the current page. It replaces antd-mobile's Swiper,
 * whose gesture and spring libraries cost ≈ 25 KB gzip of home's first load (docs/decisions.md).
 */
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';

const AUTOPLAY_MS = 4000;

export function Carousel({ children, className, label, ...rest }: { children: ReactNode; className?: string; label: string; 'data-testid'?: string }): ReactNode {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // A finger on the track holds the autoplay until it lifts.
  const [held, setHeld] = useState(false);
  const count = Children.count(children);

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || held) return;
    const timer = setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'instant' : 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, held]);

  return (
    <div className={className} {...rest}>
      <div
        ref={track}
        className="carousel-track"
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
      >
        {Children.map(children, (child) => (
          <div className="carousel-item">{child}</div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-dots" aria-hidden="true">
          {Children.map(children, (_, i) => (
            <span className={i === index ? 'carousel-dot active' : 'carousel-dot'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
