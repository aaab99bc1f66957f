/**
 * An operator's username as chosen at creation, shown as typed (`data-verbatim`: a name, not a code for the console
 * to translate; the all-pages walk skips it like a player's name, components/PlayerLink.tsx); '—' when there is none.
 */
export function OperatorName({ name }: { name: string | null | undefined }) {
  return name ? <span data-verbatim>{name}</span> : '—';
}
