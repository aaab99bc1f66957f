/**
 * The My page's "desktop customer-service shortcut" (spec.md §2): a sheet that puts customer service one tap from
 * the home screen or desktop. The installed app carries a manifest shortcut to the customer-service tab (long-press
 * or right-click its icon); in a browser the steps of the player's platform add the customer-service page itself
 * (Safari: Share → Add to Home Screen; Chrome: menu → Add to Home screen / Create shortcut), after opening it with
 * the button. The chat screen is its own feature; this only leads there.
 */
import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { installPlatform, type InstallPlatform } from '../about/install-card';

const STEPS: Record<InstallPlatform, number> = { installed: 1, ios: 3, android: 3, other: 3 };

export function ServiceShortcut({ visible, onClose }: { visible: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const platform = installPlatform();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="service-shortcut" data-testid="service-shortcut" data-platform={platform}>
        <strong className="service-shortcut-title">{t('my.shortcut.title')}</strong>
        <p className="service-shortcut-desc">{t('my.shortcut.desc')}</p>
        <ol className="install-steps" data-testid="service-shortcut-steps">
          {Array.from({ length: STEPS[platform] }, (_, i) => (
            <li key={i}>{t(`my.shortcut.${platform}.${i + 1}`)}</li>
          ))}
        </ol>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => {
            onClose();
            open('connect');
          }}
          data-testid="service-shortcut-open"
        >
          {t('my.shortcut.open')}
        </Button>
      </div>
    </Popup>
  );
}
