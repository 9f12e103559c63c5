import type { ReactNode } from 'react';
import { Badge, Box, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface CountIconLinkProps {
  to: string;
  icon: ReactNode;
  /** 'Messages': the badge's count is added to it, 'Messages, 3 unread'. */
  label: string;
  count: number;
}

/** A top-bar icon link with a red count badge (unread messages). */
export function CountIconLink({ to, icon, label, count }: CountIconLinkProps) {
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={count > 0 ? `${label}, ${count} unread` : label}>
        <RouterLink to={to}>{icon}</RouterLink>
      </IconButton>
      {count > 0 && (
        <Badge position="absolute" top="0" right="0" borderRadius="full" colorPalette="red" variant="solid" size="sm" pointerEvents="none">
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
}
