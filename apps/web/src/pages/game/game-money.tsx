/**
 * Game money (spec.md §2 /pages/game/gameMoney; §4): with auto-transfer off, the player moves money from the
 * central wallet into the game's venue before playing (the transfer rules and components of the transfer screen:
 * whole yuan, not above the central balance, Idempotency-Key per action), then continues to play. Playing with
 * what is already in the venue needs no transfer.
 */
import { WALLET_CENTRAL } from '@app/shared';
import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { relaunch } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { useVenueWallets } from '../../api/wallet';
import { SubmitButton } from '../../components/form/submit-button';
import { StatusBlock } from '../../components/status-block';
import { useGames } from '../../features/lobby/api/games';
import { gamePath } from '../../features/lobby/open-game';
import { BalanceHeader } from '../../features/wallet/components/balance-header';
import { TransferAmount } from '../../features/wallet/components/transfer-amount';
import { useTransfer } from '../../features/wallet/hooks/use-transfer';
import '../../features/lobby/lobby.css';

export default function GameMoney(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const platType = params.get('platType') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const { data: wallets } = useVenueWallets();
  const games = useGames({ platType }, 100, platType !== '');

  const venue = wallets?.list.find((v) => v.platType === platType);
  const game = games.data?.find((g) => g.gameCode === gameCode);
  const central = wallets?.central ?? null;
  // Replace this screen: back from the game returns to where the player chose it, not to the transfer.
  const play = (): void => relaunch(gamePath(PATHS.play, { platType, gameCode }));
  const transfer = useTransfer({ from: WALLET_CENTRAL, to: platType }, central, play);

  if (!platType || !gameCode) return <StatusBlock status="empty" title={t('lobby.play.noGame')} description={null} className="lobby-state" />;

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
          <TransferAmount transfer={transfer} sourceBalance={central} />
          <SubmitButton loading={transfer.sending} disabled={maintenance} onClick={() => void transfer.submit()} testId="money-submit">
            {t('lobby.money.submit')}
          </SubmitButton>
          <Button block fill="none" color="primary" disabled={maintenance} onClick={play} data-testid="money-skip">
            {t('lobby.money.skip')}
          </Button>
        </section>
      </div>
    </div>
  );
}
