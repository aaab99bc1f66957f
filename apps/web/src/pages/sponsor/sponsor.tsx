/**
 * Sponsor tab (spec.md §2 /pages/sponsor/sponsor, "a football club partnership"): the operator's `sponsor` page
 * (help_articles, edited in the console's help page). The seed describes the platform's own community club with a
 * crest and shirts drawn for it; no third-party club or trademark.
 */
import type { ReactNode } from 'react';
import { HelpArticleView } from '../../features/help/components/help-article';

export default function SponsorPage(): ReactNode {
  return (
    <div className="sponsor-page" data-testid="sponsor">
      <HelpArticleView helpKey="sponsor" />
    </div>
  );
}
