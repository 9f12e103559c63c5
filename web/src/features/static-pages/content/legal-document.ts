/** A paragraph, or a bulleted list. */
export type LegalText = string | readonly string[];

/** A titled part of a section (an h3). */
export interface LegalSubsection {
  title: string;
  blocks: readonly LegalText[];
}

export type LegalBlock = LegalText | LegalSubsection;

export interface LegalSection {
  /** The section's anchor: the table of contents links to #id. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** The content of a policy page; the layout (components/legal-page.tsx) is shared by the three. */
export interface LegalDocument {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** The date on the three policies (spec section 2). */
export const LEGAL_LAST_UPDATED = { text: 'April 6, 2024', iso: '2024-04-06' } as const;

export const isSubsection = (block: LegalBlock): block is LegalSubsection => typeof block === 'object' && !Array.isArray(block);
