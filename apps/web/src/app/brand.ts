import { useTranslation } from 'react-i18next';
import { useWebsiteInfo } from '../api/guest-index';

/**
 * The brand a player reads, one setting for every screen (issue 24): the website's `title` (getWebsiteBasicInfo,
 * answered in the player's language), or the app's generic name while the site has none. Home's bar, About and the
 * page title all read it here.
 */
export function useBrandName(): string {
  const { t } = useTranslation();
  const { data: info } = useWebsiteInfo();
  return info?.title || t('app.name');
}
