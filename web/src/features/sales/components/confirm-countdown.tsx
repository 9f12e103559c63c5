import { useEffect, useState } from 'react';
import { Flex, Text } from '@chakra-ui/react';
import { LuClock } from 'react-icons/lu';
import { CONFIRM_OVERDUE_TEXT, formatConfirmCountdown } from '@campus/common/confirm-deadline';

const MINUTE_MS = 60 * 1000;

/** The current time, updated every `intervalMs`. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * On an unconfirmed order: how long the seller has left before the automatic cancellation, updated every minute.
 * A meet-up order is confirmed by agreeing the meet-up, so that is what it asks for.
 */
export function ConfirmCountdown({ createdAt, isMeetup }: { createdAt: string; isMeetup: boolean }) {
  const now = useNow(MINUTE_MS);
  const text = formatConfirmCountdown(createdAt, now, isMeetup);
  if (text === null) return null;
  const overdue = text === CONFIRM_OVERDUE_TEXT;
  return (
    <Flex
      align="center"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      bg={overdue ? 'red.50' : 'orange.50'}
      color={overdue ? 'red.800' : 'orange.800'}
      fontSize="sm"
    >
      <LuClock aria-hidden />
      <Text fontWeight="medium">{text}</Text>
    </Flex>
  );
}
