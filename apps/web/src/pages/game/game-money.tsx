/**
 * Game money (spec.md §2 /pages/game/gameMoney; §4): with auto-transfer off, the player moves money from the
 * central wallet into the game's venue before playing (the transfer rules and components of the transfer screen:
 * whole yuan, not above the central balance, Idempotency-Key per action), then continues to play. Playing with
 * what is already in the venue needs no transfer.
 */
import { WALLET_CENTRAL } from '@app/shared';
import { Button, List, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { convertMoney, useInvalidateMoney, useVenueWallets } from '../../api/wallet';
import { AmountField } from '../../components/amount-field';
import { BalanceHeader } from '../../components/balance-header';
import { StatusBlock } from '../../components/status-block';
import { useGames } from '../../features/lobby/api/games';
import { gamePath } from '../../features/lobby/open-game';
import { useIdempotencyKeys, withIdempotency } from '../../lib/idempotency';
import { checkTransfer, wholeAmountOf } from '../../lib/transfer';
import '../../features/lobby/lobby.css';

export default function GameMoney(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const platType = params.get('platType') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const { data: wallets } = useVenueWallets();
  const games = useGames({ platType }, 100, platType !== '');
  const invalidate = useInvalidateMoney();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);

  const venue = wallets?.list.find((v) => v.platType === platType);
  const game = games.data?.find((g) => g.gameCode === gameCode);
  const central = wallets?.central ?? null;
  const pair = { from: WALLET_CENTRAL, to: platType };
  const error = tried ? checkTransfer(pair, amount, central) : null;
  // Replace this screen: back from the game returns to where the player chose it, not to the transfer.
  const play = (): void => relaunch(gamePath(PATHS.play, { platType, gameCode }));

  if (!platType || !gameCode) return <StatusBlock status="empty" title={t('lobby.play.noGame')} description={null} className="lobby-state" />;

  const submit = async (): Promise<void> => {
    setTried(true);
    if (checkTransfer(pair, amount, central)) return;
    setSending(true);
    try {
      const request = { from: WALLET_CENTRAL, to: platType, amount };
      const envelope = await withIdempotency(keys, JSON.stringify(request), (key) => convertMoney(request, key));
      await invalidate();
      if (envelope.code === 0) play();
    } catch {
      Toast.show({ content: t('common.networkError') });
    } finally {
      setSending(false);
    }
  };

  const maintenance = venue?.status === 'maintenance';
  return (
    <div className="lobby-page game-money-page">
      <BalanceHeader />
      <div className="overlap-body">
        <section className="card lobby-card" data-testid="game-money">
          <h2 className="lobby-card-title" data-testid="game-money-title">
            {game?.name ?? gameCode}
            {venue ? <small>{venue.name}</small> : null}
          </h2>
          <List className="lobby-kv">
            <List.Item extra={<span data-testid="money-central">{central ?? '…'}</span>}>{t('wallet.central')}</List.Item>
            <List.Item extra={<span data-testid="money-venue">{maintenance ? t('wallet.maintenance') : (venue?.balance ?? '…')}</span>}>
              {t('lobby.money.venueBalance')}
            </List.Item>
          </List>
          <AmountField
            value={amount}
            onChange={setAmount}
            all={wholeAmountOf(central)}
            error={error ? t(`transfer.error.${error}`) : null}
            hint={t('transfer.wholeHint')}
          />
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={sending}
            disabled={maintenance}
            onClick={() => void submit()}
            data-testid="money-submit"
          >
            {t('lobby.money.submit')}
          </Button>
          <Button block fill="none" color="primary" disabled={maintenance} onClick={play} data-testid="money-skip">
            {t('lobby.money.skip')}
          </Button>
        </section>
      </div>
    </div>
  );
}
