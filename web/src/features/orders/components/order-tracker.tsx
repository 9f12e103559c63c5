import { Box, Circle, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { TRACKER_STEPS, trackerStep } from '@campus/common/order-state';

/** Order Placed, Order Confirmed, Out For Delivery, Delivered: steps up to the order's are done, its own is current. */
export function OrderTracker({ status }: { status: string }) {
  const step = trackerStep(status);
  return (
    <Box as="ol" aria-label="Order progress" display="grid" gridTemplateColumns="repeat(4, 1fr)" listStyleType="none">
      {TRACKER_STEPS.map((label, index) => {
        const reached = index <= step;
        return (
          <Box
            as="li"
            key={label}
            aria-current={index === step ? 'step' : undefined}
            position="relative"
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="2"
            px="1"
            textAlign="center"
            // The line from the previous step to this one, behind the circles.
            _before={
              index === 0
                ? undefined
                : { content: '""', position: 'absolute', top: '4', left: '-50%', right: '50%', height: '2px', bg: reached ? 'brand.solid' : 'border' }
            }
          >
            <Circle size="8" zIndex="1" bg={reached ? 'brand.solid' : 'bg.muted'} color={reached ? 'brand.contrast' : 'fg.muted'} fontSize="sm" fontWeight="semibold">
              {index < step ? <LuCheck aria-hidden /> : index + 1}
            </Circle>
            <Text fontSize={{ base: 'xs', md: 'sm' }} fontWeight={index === step ? 'semibold' : 'normal'} color={reached ? 'fg' : 'fg.muted'}>
              {label}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
