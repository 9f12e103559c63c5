/** Spec 'Product detail': the description collapses beyond 200 characters. */
export const DESCRIPTION_PREVIEW_CHARS = 200;

export function describeCollapse(text: string, expanded: boolean): { shown: string; collapsible: boolean } {
  const collapsible = text.length > DESCRIPTION_PREVIEW_CHARS;
  if (!collapsible || expanded) return { shown: text, collapsible };
  return { shown: `${text.slice(0, DESCRIPTION_PREVIEW_CHARS).trimEnd()}…`, collapsible };
}
