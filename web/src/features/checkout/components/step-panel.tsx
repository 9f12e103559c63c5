import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { STEP_TITLE_ID } from '../checkout-steps';

interface StepPanelProps {
  title: string;
  children: ReactNode;
  /** The step's buttons, under its content. */
  actions?: ReactNode;
}

/** One checkout step: its h2 title (focused when the step changes: useCheckoutStep), its content and its buttons, in a card. */
export function StepPanel({ title, children, actions }: StepPanelProps) {
  return (
    <Box as="section" aria-labelledby={STEP_TITLE_ID} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h2" id={STEP_TITLE_ID} tabIndex={-1} size="lg">
          {title}
        </Heading>
        {children}
        {actions}
      </Stack>
    </Box>
  );
}

interface StepActionsProps {
  /** Back one step; none on the first step. */
  onBack?: () => void;
  onContinue: () => void;
  continueDisabled?: boolean;
}

/** Back and Continue. */
export function StepActions({ onBack, onContinue, continueDisabled = false }: StepActionsProps) {
  return (
    <Flex gap="3" justify="space-between" pt="2">
      {onBack ? (
        <Button variant="outline" onClick={onBack} flex={{ base: '1', sm: 'initial' }}>
          <LuArrowLeft /> Back
        </Button>
      ) : (
        <span />
      )}
      <Button colorPalette="teal" onClick={onContinue} disabled={continueDisabled} flex={{ base: '1', sm: 'initial' }}>
        Continue <LuArrowRight />
      </Button>
    </Flex>
  );
}
