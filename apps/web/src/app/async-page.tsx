/**
 * The one lazy-loading wrapper for every route (spec.md §8, §9): the chunk import races CHUNK_TIMEOUT_MS, a loading
 * view appears only after ASYNC_PAGE_DELAY_MS (fast loads show nothing), and a failed or timed-out chunk shows an
 * error view with a retry button.
 */
import { ASYNC_PAGE_DELAY_MS, CHUNK_TIMEOUT_MS } from '@app/shared';
import { Button } from 'antd-mobile';
import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from '../components/status-block';

/** Loads one screen's chunk (app/routes.ts). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

/** Rejects with ChunkTimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// One lazy component per loader, so returning to a page does not suspend again; a retry drops the entry because
// React.lazy remembers a rejected import forever.
const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = cache.get(load);
  if (!page) {
    page = lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));
    cache.set(load, page);
  }
  return page;
}

export function DelayedLoading(): ReactNode {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ASYNC_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status" aria-label={t('chunk.loading')}>
      {/* A CSS spinner: antd-mobile's SpinLoading animates with react-spring, which home does not otherwise load. */}
      <span className="page-spinner" />
    </div>
  );
}

function ChunkError({ error, onRetry }: { error: unknown; onRetry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <StatusBlock
      status="disconnected"
      title={t(error instanceof ChunkTimeoutError ? 'chunk.timeout' : 'chunk.failed')}
      description={t('chunk.desc')}
      className="page-error"
    >
      <Button color="primary" shape="rounded" onClick={onRetry} data-testid="chunk-retry">
        {t('chunk.retry')}
      </Button>
    </StatusBlock>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error() };
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <>
          <ChunkError error={this.state.error} onRetry={this.props.onRetry} />
          <BootDone />
        </>
      );
    }
    return this.props.children;
  }
}

/** Removes index.html's static first paint once a real screen has mounted (it sits in the same Suspense). */
function BootDone(): null {
  useEffect(() => {
    document.getElementById('boot')?.remove();
  }, []);
  return null;
}

export function AsyncPage({ load }: { load: PageLoader }): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(load);
  const retry = (): void => {
    cache.delete(load);
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<DelayedLoading />}>
        <Page />
        <BootDone />
      </Suspense>
    </ChunkBoundary>
  );
}
