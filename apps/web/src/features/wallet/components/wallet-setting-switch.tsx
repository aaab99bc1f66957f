import { useQueryClient } from '@tanstack/react-query';
import { List, Switch } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeWalletType, useTransInfo, walletKeys } from '../../../api/wallet';
import { Dialog, Toast } from '../../../components/overlays';

/** The two per-player transfer settings (api-contract.md getUserTransInfo / changeWalletType). */
export type WalletSetting = 'autoTransfer' | 'walletFree';
const SETTING_TEXTS = { autoTransfer: 'transfer.auto', walletFree: 'transfer.free' } as const;
const SETTING_TEST_IDS = { autoTransfer: 'auto-transfer', walletFree: 'free-transfer' } as const;

export function WalletSettingSwitch({ setting }: { setting: WalletSetting }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useTransInfo();
  const [busy, setBusy] = useState(false);
  const texts = SETTING_TEXTS[setting];
  const change = async (on: boolean): Promise<void> => {
    if (!data) return;
    // spec.md §4: turning auto-transfer off asks for confirmation; turning it on does not.
    if (setting === 'autoTransfer' && !on) {
      const confirmed = await Dialog.confirm({
        title: t('transfer.auto.offTitle'),
        content: t('transfer.auto.offConfirm'),
        cancelText: t('common.cancel'),
        confirmText: t('common.ok'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const autoTransfer = setting === 'autoTransfer' ? on : data.autoTransfer;
      const envelope = await changeWalletType(autoTransfer ? 'auto' : 'manual', setting === 'walletFree' ? on : undefined);
      if (envelope.code === 0) {
        queryClient.setQueryData(walletKeys.transInfo, envelope.data);
        Toast.show({ icon: 'success', content: t(on ? `${texts}.onDone` : `${texts}.offDone`) });
      }
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item
      description={t(`${texts}.desc`)}
      extra={
        <Switch
          checked={data?.[setting] ?? false}
          loading={busy || !data}
          onChange={(on) => void change(on)}
          aria-label={t(`${texts}.title`)}
          data-testid={SETTING_TEST_IDS[setting]}
        />
      }
    >
      {t(`${texts}.title`)}
    </List.Item>
  );
}
