/**
 * Withdraw (spec.md §2, §4, §5, §9): method (unavailable ones disabled with their reason), type instant or
 * reservation (a time slot with its extra rate), amount with "All", the method's bounds, today's remaining count and
 * amount and the turnover still required, the bound account to pay to, then the 6-digit secondary password on
 * PasscodeInput + NumberKeyboard, and a result view with the order status.
 *
 * spec.md §4: with auto-transfer on, opening withdrawal recovers the venue balances first (oneTouchTransfer); with it
 * off, money left in venues shows a warning with a one-key recovery button (the server refuses a withdrawal while a
 * venue holds money). spec.md §8 prompts: phone not bound → setPhone; secondary password not set → secondaryPassword;
 * no account bound → account management.
 */
import { ERROR_CODES, toMinor, type WithdrawMethod, type WithdrawSlot, type WithdrawStatus } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, CenterPopup, List, NumberKeyboard, PasscodeInput, Result, Selector, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detour, useDetourDraft } from '../../app/detour';
import { go, relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { useInvalidateMoney, useTransInfo, useUserBalance, useVenueWallets } from '../../api/wallet';
import { AmountField } from '../../components/form/amount-field';
import { SubmitButton } from '../../components/form/submit-button';
import { loadOverlays } from '../../components/load-overlays';
import { useFreshUserInfo } from '../../features/account/api/member';
import { payoutKeys } from '../../features/payout/api/accounts';
import { withdraw, useQuickWithdraw, useWithdrawMethods, useWithdrawRule } from '../../features/payout/api/withdraw';
import { METHOD_KIND } from '../../features/payout/components/kinds';
import { useAccountRows } from '../../features/payout/hooks/accounts';
import { missingFor, promptMissing } from '../../features/payout/hooks/prompts';
import { allAmount, checkWithdrawAmount, ratePercent, slotLabel } from '../../features/payout/hooks/withdraw-check';
import { BalanceHeader } from '../../features/wallet/components/balance-header';
import { useRecovery } from '../../features/wallet/hooks/use-recovery';
import { useIdempotencyKeys, withIdempotency } from '../../lib/idempotency';
import '../../features/payout/components/payout.css';

type WithdrawType = 'instant' | 'reservation';

/** What the form keeps across a detour (app/detour.ts): never the password. */
interface Draft {
  method: WithdrawMethod | null;
  type: WithdrawType | null;
  slot: WithdrawSlot | null;
  account: number | null;
  amount: string;
}

interface Done {
  orderNo: string;
  status: WithdrawStatus;
  amount: string;
  slot?: WithdrawSlot;
}

const hasMoney = (balance: string | null): boolean => balance === null || (toMinor(balance) ?? 0n) > 0n;

/**
 * Issue 13: what stops this withdrawal that the screen already knows (spec.md §5: turnover met, every venue wallet
 * recovered, today's count and amount left), each with the action that fixes it, shown before the secondary password
 * is asked for. The server still checks all of them (modules/withdraw), so this is a courtesy, never the guard.
 */
interface Blockers {
  venues: string[];
  turnover: string | null;
  countUsed: number | null;
  amountUsed: boolean;
}

const isBlocked = (b: Blockers): boolean => b.venues.length > 0 || b.turnover !== null || b.countUsed !== null || b.amountUsed;

/**
 * spec.md §4 venue recovery: with auto-transfer on it runs by itself when the screen opens; with it off (or when a
 * venue could not give the money back) the blocker offers the one-key recovery and the transfer screen.
 */
function BlockerPanel({ blockers, panelRef }: { blockers: Blockers; panelRef: RefObject<HTMLDivElement | null> }): ReactNode {
  const { t } = useTranslation();
  const { data: trans } = useTransInfo();
  const autoRan = useRef(false);
  const { busy, recover } = useRecovery((result) => {
    void loadOverlays().then(({ Toast }) => Toast.show({ icon: 'success', content: t('payout.withdraw.recovered', { amount: result.recovered }) }));
  });
  const auto = trans?.autoTransfer === true;
  const holding = blockers.venues.length > 0;
  useEffect(() => {
    if (!auto || autoRan.current || !holding) return;
    autoRan.current = true;
    void recover();
  });
  if (!isBlocked(blockers)) return null;
  return (
    // A plain alert box rather than NoticeBar: NoticeBar is home's alone, and sharing it splits it out of home's chunk
    // (bench/web-size.mjs).
    <div className="card withdraw-blockers" role="alert" ref={panelRef} data-testid="withdraw-blockers">
      <h3>{t('payout.withdraw.blocked.title')}</h3>
      {holding ? (
        <div className="venue-warning" data-testid="venue-warning">
          <span>{auto && busy ? t('payout.withdraw.recovering') : t('payout.withdraw.venueWarning', { names: blockers.venues.join(', ') })}</span>
          <div className="blocker-actions">
            <Button size="mini" color="warning" loading={busy} onClick={() => void recover()} data-testid="withdraw-recover">
              {t('payout.withdraw.recover')}
            </Button>
            <Button size="mini" color="warning" fill="outline" onClick={() => go(PATHS.transfer)} data-testid="blocker-transfer">
              {t('payout.withdraw.blocked.transfer')}
            </Button>
          </div>
        </div>
      ) : null}
      {blockers.turnover !== null ? (
        <div className="venue-warning" data-testid="blocker-turnover">
          <span>{t('payout.withdraw.blocked.turnover', { amount: blockers.turnover })}</span>
          <div className="blocker-actions">
            <Button size="mini" color="warning" fill="outline" onClick={() => relaunch(PATHS.home)} data-testid="blocker-play">
              {t('payout.withdraw.blocked.play')}
            </Button>
          </div>
        </div>
      ) : null}
      {blockers.countUsed !== null ? (
        <div className="venue-warning" data-testid="blocker-count">
          <span>{t('payout.withdraw.blocked.count', { limit: blockers.countUsed })}</span>
        </div>
      ) : blockers.amountUsed ? (
        <div className="venue-warning" data-testid="blocker-amount">
          <span>{t('payout.withdraw.blocked.amount')}</span>
        </div>
      ) : null}
    </div>
  );
}

function ResultView({ done }: { done: Done }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paid = done.status === 'paid';
  return (
    <div className="withdraw-result" data-testid="withdraw-result">
      <Result
        status={paid ? 'success' : done.status === 'rejected' ? 'error' : 'waiting'}
        title={t(`payout.status.${done.status}`)}
        description={t(done.slot ? 'payout.withdraw.resultScheduled' : 'payout.withdraw.resultReview', { slot: done.slot ? slotLabel(done.slot) : '' })}
      />
      <List mode="card">
        <List.Item extra={<span data-testid="result-order">{done.orderNo}</span>}>{t('payout.withdraw.orderNo')}</List.Item>
        <List.Item extra={`¥${done.amount}`}>{t('amount.label')}</List.Item>
        <List.Item extra={<span data-testid="result-status">{t(`payout.status.${done.status}`)}</span>}>{t('payout.withdraw.status')}</List.Item>
        {done.slot ? (
          <List.Item extra={<span data-testid="result-slot">{slotLabel(done.slot)}</span>}>{t('payout.withdraw.slot')}</List.Item>
        ) : null}
      </List>
      <div className="withdraw-actions">
        <Button block color="primary" shape="rounded" onClick={() => go(PATHS.transaction)} data-testid="go-records">
          {t('payout.withdraw.viewRecords')}
        </Button>
        <Button block shape="rounded" onClick={() => void navigate(-1)}>
          {t('payout.withdraw.back')}
        </Button>
      </div>
    </div>
  );
}

export default function WithDraw(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useFreshUserInfo();
  const { data: balance } = useUserBalance();
  const { data: methods } = useWithdrawMethods();
  const { data: rule } = useWithdrawRule();
  const { data: quick } = useQuickWithdraw();
  const { rows, loading: accountsLoading, fetching: accountsFetching } = useAccountRows();
  const { data: wallets } = useVenueWallets();
  const invalidate = useInvalidateMoney();
  const keys = useIdempotencyKeys();
  const draft = useDetourDraft<Draft>();
  const blockersRef = useRef<HTMLDivElement>(null);

  const [methodChoice, setMethod] = useState<WithdrawMethod | null>(draft?.method ?? null);
  const [typeChoice, setType] = useState<WithdrawType | null>(draft?.type ?? null);
  const [slot, setSlot] = useState<WithdrawSlot | null>(draft?.slot ?? null);
  const [accountChoice, setAccount] = useState<number | null>(draft?.account ?? null);
  const [amount, setAmount] = useState(draft?.amount ?? '');
  // The form as it is now, for a detour started from a dialog (read when the player confirms it).
  const current = useRef<Draft>(null);
  current.current = { method: methodChoice, type: typeChoice, slot, account: accountChoice, amount };
  const [tried, setTried] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const passcode = useRef<PasscodeInputRef>(null);

  // spec.md §8 prompts, once per visit: phone, then secondary password, then a bound account.
  const asked = useRef(false);
  useEffect(() => {
    // Cached rows are not enough: back from adding an account (a detour) they still lack it until the refetch lands.
    if (!user || asked.current || accountsLoading || (accountsFetching && !rows.length)) return;
    const missing = missingFor(user, { hasAccount: rows.length > 0 });
    if (!missing) return;
    asked.current = true;
    void promptMissing(missing, { onCancel: () => void navigate(-1), draft: () => current.current });
  }, [user, rows.length, accountsLoading, accountsFetching, navigate]);
  useEffect(
    () => () => {
      void loadOverlays().then(({ Dialog }) => Dialog.clear());
    },
    [],
  );

  if (done) return <ResultView done={done} />;

  const list = methods ?? [];
  const method = list.find((m) => m.type === methodChoice && m.available) ?? list.find((m) => m.available) ?? null;
  const instantOffered = quick?.instant !== false;
  const type: WithdrawType = typeChoice ?? (instantOffered ? 'instant' : 'reservation');
  const accounts = method ? rows.filter((r) => r.kind === METHOD_KIND[method.type]) : [];
  const account = accounts.find((a) => a.id === accountChoice) ?? accounts[0] ?? null;
  const bounds = {
    min: method?.minAmount ?? '0',
    max: method?.maxAmount ?? '0',
    balance: balance?.central ?? null,
    todayRemaining: rule?.todayRemaining ?? null,
  };
  const amountError = checkWithdrawAmount(amount, bounds);
  const countLeft = rule ? Math.max(rule.todayCountLimit - rule.todayCount, 0) : null;
  const turnoverLeft = rule && (toMinor(rule.turnoverRemaining) ?? 0n) > 0n ? rule.turnoverRemaining : null;
  const slotRate = rule?.slots.find((s) => s.slot === slot)?.extraRate;
  const blockers: Blockers = {
    venues: (wallets?.list ?? []).filter((v) => hasMoney(v.balance)).map((v) => v.name),
    turnover: turnoverLeft,
    countUsed: countLeft === 0 && rule ? rule.todayCountLimit : null,
    amountUsed: rule ? (toMinor(rule.todayRemaining) ?? 0n) <= 0n : false,
  };

  const openPassword = (): void => {
    setTried(true);
    // Issue 13: a refusal the screen can foresee is said first, and the password is not asked for.
    if (isBlocked(blockers)) {
      blockersRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (!method || !account || amountError || (type === 'reservation' && !slot)) return;
    setPassword('');
    setPasswordOpen(true);
  };

  const send = async (withdrawPassword: string): Promise<void> => {
    if (!method || !account) return;
    setSending(true);
    const request = {
      method: method.type,
      accountId: account.id,
      amount,
      withdrawPassword,
      type,
      ...(type === 'reservation' && slot ? { slot } : {}),
    };
    try {
      const envelope = await withIdempotency(keys, JSON.stringify({ ...request, withdrawPassword: '' }), (key) => withdraw(request, key));
      // Balances, records, today's quota and the methods (the first paid withdrawal opens USDT/EBpay/KOIpay).
      await Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: payoutKeys.all })]);
      if (envelope.code === 0) {
        setPasswordOpen(false);
        setDone({ ...envelope.data, amount, slot: request.slot });
      } else if (envelope.code === ERROR_CODES.withdrawPasswordWrong) {
        // The passcode is cleared for another try.
        setPassword('');
      } else {
        setPasswordOpen(false);
      }
    } catch {
      setPasswordOpen(false);
      const { Toast } = await loadOverlays();
      Toast.show({ content: t('common.networkError') });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="withdraw-page">
      <BalanceHeader />
      <div className="withdraw-body overlap-body">
        <BlockerPanel blockers={blockers} panelRef={blockersRef} />
        <section className="card withdraw-card" data-testid="withdraw-form">
          <h2 className="section-title">{t('payout.withdraw.method')}</h2>
          <Selector
            className="withdraw-selector"
            columns={2}
            value={method ? [method.type] : []}
            onChange={(v) => {
              if (v[0]) setMethod(v[0]);
            }}
            options={list.map((m) => ({
              label: m.name,
              value: m.type,
              disabled: !m.available,
              description: m.available ? `${m.minAmount} - ${m.maxAmount}` : t(`payout.withdraw.reason.${m.reason ?? 'noAccount'}`),
            }))}
            data-testid="withdraw-method"
          />

          <h2 className="section-title">{t('payout.withdraw.type')}</h2>
          <Selector
            className="withdraw-selector"
            columns={2}
            value={[type]}
            onChange={(v) => {
              if (v[0]) setType(v[0]);
            }}
            options={[
              {
                label: t('payout.withdraw.instant'),
                value: 'instant' as const,
                disabled: !instantOffered,
                description: instantOffered ? t('payout.withdraw.instantDesc') : t('payout.withdraw.instantOff'),
              },
              { label: t('payout.withdraw.reservation'), value: 'reservation' as const, description: t('payout.withdraw.reservationDesc') },
            ]}
            data-testid="withdraw-type"
          />
          {type === 'reservation' ? (
            <>
              <Selector
                className="withdraw-selector slot-selector"
                columns={2}
                value={slot ? [slot] : []}
                onChange={(v) => setSlot(v[0] ?? null)}
                options={(rule?.slots ?? []).map((s) => ({
                  label: slotLabel(s.slot),
                  value: s.slot,
                  description: t('payout.withdraw.extra', { rate: ratePercent(s.extraRate) }),
                }))}
                data-testid="withdraw-slot"
              />
              {tried && !slot ? (
                <p className="field-error" role="alert" data-testid="slot-error">
                  {t('payout.withdraw.error.slot')}
                </p>
              ) : slotRate ? (
                <p className="field-hint">{t('payout.withdraw.extraHint', { rate: ratePercent(slotRate) })}</p>
              ) : null}
            </>
          ) : null}

          <h2 className="section-title">{t('payout.withdraw.account')}</h2>
          {accounts.length ? (
            <Selector
              className="withdraw-selector account-selector"
              columns={1}
              value={account ? [account.id] : []}
              onChange={(v) => {
                if (v[0] !== undefined) setAccount(v[0]);
              }}
              options={accounts.map((a) => ({ label: a.title, value: a.id, description: a.number }))}
              data-testid="withdraw-account"
            />
          ) : (
            <Button
              block
              fill="outline"
              color="primary"
              shape="rounded"
              // A detour (app/detour.ts): adding the account returns here with the form as it is.
              onClick={() => detour(method ? `${PATHS.cards}?tab=${METHOD_KIND[method.type]}` : PATHS.cards, current.current)}
              data-testid="withdraw-bind"
            >
              {t('payout.withdraw.bindAccount')}
            </Button>
          )}

          <h2 className="section-title">{t('payout.withdraw.amount')}</h2>
          <AmountField
            value={amount}
            onChange={setAmount}
            rule={{ whole: true }}
            all={allAmount(bounds)}
            error={tried && amountError ? t(`payout.withdraw.error.${amountError}`, { min: bounds.min, max: bounds.max }) : null}
            hint={method ? t('payout.withdraw.range', { min: method.minAmount, max: method.maxAmount }) : null}
          />
          <List className="withdraw-limits" data-testid="withdraw-limits">
            <List.Item extra={countLeft === null ? '…' : <span data-testid="today-count">{`${countLeft} / ${rule?.todayCountLimit ?? ''}`}</span>}>
              {t('payout.withdraw.todayCount')}
            </List.Item>
            <List.Item extra={<span data-testid="today-amount">{rule?.todayRemaining ?? '…'}</span>}>{t('payout.withdraw.todayAmount')}</List.Item>
            <List.Item
              extra={<span data-testid="turnover-remaining" className={turnoverLeft ? 'turnover-due' : undefined}>{rule?.turnoverRemaining ?? '…'}</span>}
              description={turnoverLeft ? t('payout.withdraw.turnoverHint') : undefined}
            >
              {t('payout.withdraw.turnover')}
            </List.Item>
          </List>
          <SubmitButton disabled={!method || !account} onClick={openPassword} testId="withdraw-submit">
            {t('payout.withdraw.submit')}
          </SubmitButton>
        </section>
      </div>
      {/* Centred in the upper half: the number keyboard slides up over the bottom of the screen. */}
      <CenterPopup
        visible={passwordOpen}
        onMaskClick={() => setPasswordOpen(false)}
        className="password-popup"
        destroyOnClose
        showCloseButton
        onClose={() => setPasswordOpen(false)}
        // The keyboard opens with the sheet: the password is the only thing left to enter.
        afterShow={() => passcode.current?.focus()}
      >
        <div className="password-sheet" data-testid="password-sheet">
          <h3>{t('payout.withdraw.passwordTitle')}</h3>
          <p className="password-amount">¥{amount}</p>
          <PasscodeInput
            ref={passcode}
            length={6}
            plain={false}
            value={password}
            onChange={setPassword}
            onFill={(value) => void send(value)}
            keyboard={<NumberKeyboard />}
            error={false}
            data-testid="withdraw-password"
          />
          <p className="password-hint">{sending ? t('payout.withdraw.sending') : t('payout.withdraw.passwordHint')}</p>
        </div>
      </CenterPopup>
    </div>
  );
}
