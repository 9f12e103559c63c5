import { useEffect, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import { LuCheck, LuLink, LuPrinter } from 'react-icons/lu';

/** A new object per copy, so that a second copy restarts the confirmation's timer. */
type CopyOutcome = { copied: boolean } | null;

const COPIED = 'Link copied';
const COPY_FAILED = "Couldn't copy the link. Copy it from the address bar instead.";

/** Print and Copy link for a policy page; the confirmation shows for 3 s (spec section 9's success messages). */
export function DocumentActions() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);

  useEffect(() => {
    if (outcome === null) return undefined;
    const timer = setTimeout(() => setOutcome(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setOutcome({ copied: true });
    } catch {
      // No clipboard (an insecure page) or permission refused: the address bar still has the link.
      setOutcome({ copied: false });
    }
  };

  return (
    <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
      <Button size="sm" variant="outline" colorPalette="teal" bg="bg" onClick={() => window.print()}>
        <LuPrinter /> Print
      </Button>
      <Button size="sm" variant="outline" colorPalette="teal" bg="bg" onClick={() => void copyLink()}>
        {outcome?.copied ? <LuCheck /> : <LuLink />} Copy link
      </Button>
      <Text role="status" fontSize="sm" fontWeight="medium" color={outcome?.copied === false ? 'fg.error' : 'green.fg'}>
        {outcome === null ? '' : outcome.copied ? COPIED : COPY_FAILED}
      </Text>
    </HStack>
  );
}
