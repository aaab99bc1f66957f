/**
 * Opening a game from any lobby screen (spec.md §2 home tabs and game list, §4, §6):
 * - a guest gets the registered-users-only modal (game lists are public, playing is not);
 * - a member with auto-transfer on goes straight to play: getGameUrl moves the central balance into the venue
 *   on entry (spec.md §4), so there is nothing to ask;
 * - with auto-transfer off the player first chooses how much to move (gameMoney), then plays.
 * When the switch cannot be read (network), gameMoney is the safe choice: it shows the balances and still plays.
 */
import type { QueryClient } from '@tanstack/react-query';
import { showGuestModal } from '../../app/guest-modal';
import { go } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { dataOf } from '../../api/query';
import { getUserTransInfo, walletKeys } from '../../api/wallet';
import { isLoggedIn } from '../../stores/session';
import type { GameRef } from './api/games';

type GameScreen = typeof PATHS.play | typeof PATHS.playH5 | typeof PATHS.gameMoney;

/** The route of a game screen with the game in its query (`platType`, `gameCode`; spec.md §2). */
export function gamePath(screen: GameScreen, game: GameRef): string {
  return `${screen}?${new URLSearchParams({ platType: game.platType, gameCode: game.gameCode }).toString()}`;
}

export async function openGame(queryClient: QueryClient, game: GameRef): Promise<void> {
  if (!isLoggedIn()) {
    showGuestModal();
    return;
  }
  let auto = false;
  try {
    // Read afresh on every tap (staleTime 0): the switch may have changed on another device.
    const info = await queryClient.fetchQuery({ queryKey: walletKeys.transInfo, queryFn: () => dataOf(getUserTransInfo()), staleTime: 0 });
    auto = info.autoTransfer;
  } catch {
    auto = false;
  }
  go(gamePath(auto ? PATHS.play : PATHS.gameMoney, game));
}
