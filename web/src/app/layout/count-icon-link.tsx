import type { ReactNode } from 'react';
import { Badge, Box, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface CountIconLinkProps {
  to: string;
  icon: ReactNode;
  /** The link's accessible name, with the count when there is one: 'Cart, 3 items'. */
  label: string;
  count: number;
  /** Drawn over the icon too, e.g. the cart's '+1' flash. */
  children?: ReactNode;
}

/** A top-bar icon link with a red count badge: the cart's items, the unread messages. */
export function CountIconLink({ to, icon, label, count, children }: CountIconLinkProps) {
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={label}>
        <RouterLink to={to}>{icon}</RouterLink>
      </IconButton>
      {count > 0 && (
        <Badge position="absolute" top="0" right="0" borderRadius="full" colorPalette="red" variant="solid" size="sm" pointerEvents="none">
          {count > 99 ? '99+' : count}
        </Badge>
      )}
      {children}
    </Box>
  );
}
