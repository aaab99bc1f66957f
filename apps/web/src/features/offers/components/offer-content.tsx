/**
 * An offer's text as the operator wrote it: plain text rendered as such (React escapes it), its line breaks kept.
 * Nothing from the server is ever inserted as HTML, so an operator's text cannot run script in a player's page.
 */
import type { ReactNode } from 'react';

export function OfferContent({ content }: { content: string }): ReactNode {
  return (
    <div className="offer-content" data-testid="offer-content">
      {content}
    </div>
  );
}
