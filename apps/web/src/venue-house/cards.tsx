/** Playing cards and dice as drawn in outcomes (api-contract.md: rank + suit, e.g. `10H`). */
const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

export function Card({ card, index = 0 }: { card: string; index?: number }) {
  const suit = card.slice(-1) as keyof typeof SUIT;
  const rank = card.slice(0, -1);
  const red = suit === 'H' || suit === 'D';
  return (
    // The deal animation is staggered by the card's deal order (CSS custom property).
    <span className={`hv-card${red ? ' hv-red' : ''}`} style={{ ['--i' as string]: index }} data-testid="card" aria-label={card}>
      <span className="hv-card-rank">{rank}</span>
      <span className="hv-card-suit">{SUIT[suit] ?? suit}</span>
    </span>
  );
}

const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({ value, index = 0, small = false }: { value: number; index?: number; small?: boolean }) {
  return (
    <span className={`hv-die${small ? ' hv-die-small' : ''}`} style={{ ['--i' as string]: index }} aria-label={String(value)} data-testid="die">
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={PIPS[value]?.includes(i) ? 'hv-pip' : undefined} />
      ))}
    </span>
  );
}
