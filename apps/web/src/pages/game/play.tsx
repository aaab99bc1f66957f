/** Play (spec.md §2 /pages/game/play): a venue's game in a full-screen frame (features/lobby GameFrame). */
import type { ReactNode } from 'react';
import { GameFrame } from '../../features/lobby/components/game-frame';

export default function Play(): ReactNode {
  return <GameFrame />;
}
