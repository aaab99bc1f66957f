/**
 * Welfare centre (spec.md §2 /pages/record/welfare; §3 welfare; §4 validity): totals ready / received / expired
 * (queryWelfareCenterTotal), the items by status (queryWelfareCenterList), each ready one counting down to its
 * opening (a weekly red packet before Saturday 01:00 / 13:00) or to its expiry, with a claim button
 * (receiveWelfare) that refreshes money on screen (invalidateMoney) and states the credited amount.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateMoney } from '../../api/wallet';
import { confirmHold } from '../../components/bonus-hold';
import { loadOverlays } from '../../components/load-overlays';
import { receiveWelfare, useWelfareTotal, type WelfareItem } from '../../features/rewards/api/welfare';
import { WelfareRow } from '../../features/rewards/components/welfare-row';
import { WelfareTabsList, type WelfareTab } from '../../features/rewards/components/welfare-tabs-list';
import { useNow } from '../../lib/use-now';
import '../../features/rewards/rewards.css';

const TABS = ['all', 'success', 'pending', 'received', 'expired'] as const satisfies readonly WelfareTab[];

export default function WelfareCentre(): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const total = useWelfareTotal();
  const now = useNow();
  const [claiming, setClaiming] = useState<number | null>(null);
  // One claim at a time, even for two taps within one render.
  const busy = useRef(false);

  const claim = async (item: WelfareItem): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setClaiming(item.id);
    try {
      // Issue 24: a claim that locks money says what it locks and the turnover it needs, and asks first.
      if (!(await confirmHold(t('welfare.confirmTitle', { amount: `¥${item.amount}` }), item))) return;
      const answer = await receiveWelfare(item.id);
      // Either way the item changed (received now, or already received / expired elsewhere): show it as it is.
      await invalidateMoney(queryClient);
      if (answer.code === 0 && answer.data) {
        const { Dialog } = await loadOverlays();
        await Dialog.alert({
          title: t('welfare.claimed', { amount: `¥${answer.data.amount}` }),
          content: t('welfare.claimedBalance', { amount: `¥${answer.data.central}` }),
          confirmText: t('common.ok'),
        });
      }
    } finally {
      busy.current = false;
      setClaiming(null);
    }
  };

  const totals: [string, string | undefined][] = [
    ['ready', total.data?.ready],
    ['received', total.data?.received],
    ['expired', total.data?.expired],
  ];
  return (
    <div className="rw-page">
      <dl className="welfare-totals" data-testid="welfare-totals">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`welfare.total.${key}`)}</dt>
            <dd>{value === undefined ? (total.isError ? '—' : '…') : `¥${value}`}</dd>
          </div>
        ))}
      </dl>
      <WelfareTabsList
        screen="centre"
        tabs={TABS}
        initial="success"
        renderItem={(item) => <WelfareRow item={item} now={now} claiming={claiming === item.id} onClaim={(i) => void claim(i)} />}
        testId="welfare-tabs"
      />
    </div>
  );
}
