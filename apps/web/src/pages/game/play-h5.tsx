/**
 * PlayH5 (spec.md §2 /pages/game/playH5): the same full-screen frame as play, for H5 game pages opened by
 * address (e.g. from a banner link); the lobby itself opens play.
 */
import type { ReactNode } from 'react';
import { GameFrame } from '../../features/lobby/components/game-frame';

export default function PlayH5(): ReactNode {
  return <GameFrame />;
}
