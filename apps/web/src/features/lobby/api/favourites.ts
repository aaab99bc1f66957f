/**
 * The player's favourite games (spec.md §7 gameCollect): which games carry a filled heart, and the toggle.
 * Guests have none (favourites are a member function, spec.md §6).
 */
import { MAX_PAGE_SIZE } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dataOf } from '../../../api/query';
import { useSession } from '../../../stores/session';
import { deleteFavourite, gameKey, listFavourites, lobbyKeys, saveFavourite, type GameRef } from './games';

/** Keys (`platType:gameCode`) of the player's favourites; the heart of every list row reads it. */
export function useFavouriteSet(): Set<string> {
  const token = useSession((s) => s.token);
  const { data } = useQuery({
    queryKey: lobbyKeys.favouriteSet,
    // One page of the largest size: a player's favourites are a short list of a catalogue of games.
    queryFn: async () => new Set((await dataOf(listFavourites(1, MAX_PAGE_SIZE))).list.map(gameKey)),
    enabled: Boolean(token),
  });
  return data ?? new Set<string>();
}

/** Adds or removes a favourite; answers the new state, or null when the server refused (it showed why). */
export function useToggleFavourite(): { toggle: (game: GameRef, on: boolean) => Promise<boolean | null>; busy: string | null } {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (game: GameRef, on: boolean): Promise<boolean | null> => {
    setBusy(gameKey(game));
    try {
      const envelope = on ? await saveFavourite(game) : await deleteFavourite(game);
      if (envelope.code !== 0) return null;
      queryClient.setQueryData<Set<string>>(lobbyKeys.favouriteSet, (old) => {
        const next = new Set(old);
        if (on) next.add(gameKey(game));
        else next.delete(gameKey(game));
        return next;
      });
      await queryClient.invalidateQueries({ queryKey: lobbyKeys.favourites });
      return on;
    } finally {
      setBusy(null);
    }
  };
  return { toggle, busy };
}
