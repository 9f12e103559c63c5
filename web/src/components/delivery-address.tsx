import { Stack, Text } from '@chakra-ui/react';
import type { ShippingAddress } from '@campus/common/model';
import { addressLine } from '../lib/shipping-address';

/** Where an order goes: the name, the address on one line, and the phone to call on the way. */
export function DeliveryAddress({ address }: { address: ShippingAddress }) {
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">{address.fullName}</Text>
      <Text>{addressLine(address)}</Text>
      <Text color="fg.muted">Phone: {address.phone}</Text>
    </Stack>
  );
}
