import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from './paths';
import { useCurrentRoute } from './route-context';

interface PageNavBarProps {
  /** Defaults to the localized title of the current route. */
  title?: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
}

/**
 * The custom navigation bar every page shows (spec.md §2). Tab pages are roots and get no back arrow; elsewhere
 * back returns to the previous page, or home when the page was opened directly (no history to go back to).
 */
export function PageNavBar({ title, left, right }: PageNavBarProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const isRoot = route?.tab === true;
  const onBack = (): void => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(PATHS.home, { replace: true });
  };
  return (
    <NavBar
      className="page-nav"
      backIcon={!isRoot}
      // `back` is the text beside the arrow; null would hide the arrow too. Screen readers get the label.
      back={isRoot ? null : <span className="visually-hidden">{t('nav.back')}</span>}
      onBack={isRoot ? undefined : onBack}
      left={left}
      right={right}
    >
      {title ?? (route ? t(route.titleKey) : null)}
    </NavBar>
  );
}
