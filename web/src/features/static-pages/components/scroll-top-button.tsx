import { IconButton } from '@chakra-ui/react';
import { SCROLL_TOP_THRESHOLD_PX } from '@campus/common/timers';
import { LuArrowUp } from 'react-icons/lu';
import { useScrolledPast } from '../hooks/use-scrolled-past';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A floating 'Scroll to top' button, shown once the page is scrolled more than 300 px (spec section 9).
 * `onTop` runs after the click, e.g. to move keyboard focus to the page's title: the button goes away.
 */
export function ScrollTopButton({ onTop }: { onTop: () => void }) {
  const shown = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <IconButton
      aria-label="Scroll to top"
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      size="lg"
      borderRadius="full"
      colorPalette="teal"
      shadow="lg"
      _print={{ display: 'none' }}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
        onTop();
      }}
    >
      <LuArrowUp />
    </IconButton>
  );
}
