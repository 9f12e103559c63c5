import { Link } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** The way back to a parent page, above the page's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild color="fg.muted" fontSize="sm" mb="3" _hover={{ color: 'brand.fg' }}>
      <RouterLink to={to}>
        <LuArrowLeft aria-hidden="true" /> {label}
      </RouterLink>
    </Link>
  );
}
