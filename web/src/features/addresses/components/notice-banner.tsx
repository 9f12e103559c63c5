import { useEffect, useRef } from 'react';
import { Alert } from '@chakra-ui/react';
import type { Notice } from '../hooks/use-timed-notice';

/**
 * A success (green, announced politely) or failure (red, announced at once) banner. It scrolls into view
 * when it appears: the button that caused it may be a screen further down, on a phone.
 */
export function NoticeBanner({ notice }: { notice: Notice | null }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) banner.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  return (
    // The margin keeps it clear of the sticky top bar.
    <Alert.Root ref={banner} status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'} scrollMarginTop="24">
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}
