/**
 * Account management (spec.md §2): tabs for bank cards, virtual currency, EBpay, KOIpay, Alipay, WeChat and other
 * third-party accounts, each a list of bound accounts with masked numbers (spec.md §5), a delete with a confirm
 * Dialog and an entry to its add screen. Adding needs the secondary password (spec.md §5), which needs a bound phone:
 * the add entry prompts for what is missing (spec.md §8). The tab is kept in the URL (`?tab=`), so coming back from
 * an add screen shows the same list.
 */
import { MAX_PAYOUT_ACCOUNTS } from '@app/shared';
import { Button, List, Tabs } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { onward } from '../../app/detour';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { StatusBlock } from '../../components/status-block';
import { useFreshUserInfo } from '../../features/account/api/member';
import { ACCOUNT_KINDS, ADD_ROUTE, detailPath, isAccountKind, type AccountKind } from '../../features/payout/components/kinds';
import { useAccountRows, useDeleteAccount, type AccountRow } from '../../features/payout/hooks/accounts';
import { missingFor, promptMissing } from '../../features/payout/hooks/prompts';
import '../../features/payout/components/payout.css';

function AccountList({ kind, rows, loading }: { kind: AccountKind; rows: AccountRow[]; loading: boolean }): ReactNode {
  const { t } = useTranslation();
  const user = useFreshUserInfo();
  const remove = useDeleteAccount();
  const mine = rows.filter((r) => r.kind === kind);
  const full = mine.length >= MAX_PAYOUT_ACCOUNTS;
  const add = (): void => {
    const missing = user ? missingFor(user) : null;
    if (missing) void promptMissing(missing);
    // Inside a detour (a withdrawal asked for an account) the add screen carries it on.
    else onward(PATHS[ADD_ROUTE[kind]]);
  };
  return (
    <div className="cards-tab" data-testid={`cards-${kind}`}>
      {mine.length ? (
        <List className="cards-list">
          {mine.map((row) => (
            <List.Item
              key={row.id}
              className={`account-item account-${kind}`}
              onClick={() => go(detailPath(row))}
              description={row.detail || undefined}
              extra={
                <Button
                  size="mini"
                  fill="none"
                  aria-label={t('payout.delete.confirm')}
                  onClick={(e) => {
                    e.stopPropagation();
                    void remove(row);
                  }}
                  data-testid="account-delete"
                >
                  <DeleteOutline fontSize={20} />
                </Button>
              }
              data-testid="account-row"
            >
              <div className="account-title">{row.title}</div>
              <div className="account-number" data-testid="account-number">
                {row.number}
              </div>
            </List.Item>
          ))}
        </List>
      ) : loading ? null : (
        <StatusBlock status="empty" title={t('payout.cards.empty')} description={t(`payout.cards.emptyHint.${kind}`)} />
      )}
      <div className="cards-add">
        <Button block color="primary" fill="outline" shape="rounded" disabled={full} onClick={add} data-testid={`add-${kind}`}>
          <AddOutline /> {t(`payout.cards.add.${kind}`)}
        </Button>
        <p className="cards-count">{t('payout.cards.count', { count: mine.length, max: MAX_PAYOUT_ACCOUNTS })}</p>
      </div>
    </div>
  );
}

export default function CardsPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: AccountKind = isAccountKind(tab) ? tab : 'bank';
  const { rows, loading } = useAccountRows();
  return (
    <div className="cards-page">
      <Tabs
        className="cards-tabs"
        activeKey={active}
        onChange={(key) =>
          setParams(
            (prev) => {
              // Keeps a detour's returnTo (app/detour.ts).
              prev.set('tab', key);
              return prev;
            },
            { replace: true },
          )
        }
        data-testid="cards-tabs"
      >
        {ACCOUNT_KINDS.map((kind) => (
          <Tabs.Tab key={kind} title={t(`payout.kind.${kind}`)}>
            <AccountList kind={kind} rows={rows} loading={loading} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </div>
  );
}
