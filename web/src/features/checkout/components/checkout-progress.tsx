import { Box, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { CHECKOUT_STEPS } from '../checkout-steps';

/** 'Step n of 4', the progress bar and the four step names, the current one marked. */
export function CheckoutProgress({ step }: { step: number }) {
  const total = CHECKOUT_STEPS.length;
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="baseline" gap="3">
        <Text fontWeight="semibold">
          Step {step + 1} of {total}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {CHECKOUT_STEPS[step]}
        </Text>
      </Flex>
      <Progress.Root value={((step + 1) / total) * 100} size="sm" colorPalette="teal">
        <Progress.Track borderRadius="full" aria-label="Checkout progress" aria-valuetext={`Step ${step + 1} of ${total}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Flex as="ol" aria-label="Checkout steps" listStyleType="none" justify="space-between" gap="2">
        {CHECKOUT_STEPS.map((name, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <Flex as="li" key={name} aria-current={current ? 'step' : undefined} direction="column" align="center" gap="1" flex="1" minW="0" textAlign="center">
              <Flex
                aria-hidden="true"
                align="center"
                justify="center"
                boxSize="7"
                borderRadius="full"
                fontSize="sm"
                fontWeight="semibold"
                bg={done || current ? 'teal.700' : 'bg.muted'}
                color={done || current ? 'white' : 'fg.muted'}
              >
                {done ? <LuCheck /> : index + 1}
              </Flex>
              <Box fontSize={{ base: 'xs', sm: 'sm' }} fontWeight={current ? 'semibold' : 'normal'} color={current ? 'fg' : 'fg.muted'} lineHeight="short">
                {name}
              </Box>
            </Flex>
          );
        })}
      </Flex>
    </Stack>
  );
}
