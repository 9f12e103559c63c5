import { Button, HStack, type StackProps } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';
import type { Decision } from '../api/decide-request';

/** The decisions open to a request in its state: Accept and Reject while pending, Accept/Reject Cancel on a cancel request. */
export function decisionsFor(state: string): readonly Decision[] {
  if (state === 'sellrequest') return ['accept', 'reject'];
  if (state === 'cancelrequest') return ['acceptCancel', 'rejectCancel'];
  return [];
}

export interface RequestActionsProps extends StackProps {
  state: string;
  /** Labels per decision: the rows say 'Accept', the Details modal 'Accept Request'. */
  labels: Record<Decision, string>;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

/** The decision buttons of a request (none once it is decided). */
export function RequestActions({ state, labels, busy, onDecide, ...props }: RequestActionsProps) {
  const decisions = decisionsFor(state);
  if (decisions.length === 0) return null;
  return (
    <HStack gap="2" {...props}>
      {decisions.map((decision) => {
        const accepting = decision === 'accept' || decision === 'acceptCancel';
        return (
          <Button
            key={decision}
            size="sm"
            colorPalette={accepting ? 'green' : 'red'}
            variant={accepting ? 'solid' : 'outline'}
            disabled={busy}
            onClick={() => onDecide(decision)}
          >
            {accepting ? <LuCheck /> : <LuX />} {labels[decision]}
          </Button>
        );
      })}
    </HStack>
  );
}
