import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { BadgeColour } from '@campus/common/badge';
import { listingStateView } from '@campus/common/listing-state';

/** The theme has no yellow or purple palette (app/theme.ts): amber and purple badges get their own colours. */
const BADGE_STYLES: Record<BadgeColour, BadgeProps> = {
  amber: { bg: '#FEF3C7', color: '#92400E' },
  purple: { bg: '#EDE9FE', color: '#5B21B6' },
  green: { colorPalette: 'green' },
  red: { colorPalette: 'red' },
  orange: { colorPalette: 'orange' },
  gray: { colorPalette: 'gray' },
  blue: { colorPalette: 'blue' },
};

/** A sell request's state as its badge (spec section 4's labels and colours). */
export function ListingStateBadge({ state, ...props }: { state: string } & BadgeProps) {
  const { label, colour } = listingStateView(state);
  return (
    <Badge flexShrink={0} variant="subtle" {...BADGE_STYLES[colour]} {...props}>
      {label}
    </Badge>
  );
}
