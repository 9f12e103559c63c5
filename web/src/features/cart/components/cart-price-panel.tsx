import { Box, Button, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { cartPanel } from '@campus/common/pricing';
import { formatCount, formatRupees } from '@campus/common/format';

export interface CartPricePanelProps {
  totalItems: number;
  totalPrice: number;
  onPlaceOrder: () => void;
}

function Row({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text>{label}</Text>
      <Text color={color} fontWeight="medium">
        {value}
      </Text>
    </Flex>
  );
}

/** Spec 'Cart': the price-details panel with the 5% discount, free delivery and Cash on Delivery. */
export function CartPricePanel({ totalItems, totalPrice, onPlaceOrder }: CartPricePanelProps) {
  const { discount, total, delivery } = cartPanel(totalPrice);
  return (
    <Box as="section" aria-labelledby="price-details-title" bg="bg" borderWidth="1px" borderRadius="xl" p="5" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Heading id="price-details-title" size="md" mb="4" textTransform="uppercase" color="fg.muted" letterSpacing="wide">
        Price Details
      </Heading>
      <Stack gap="3">
        <Row label={`Price (${formatCount(totalItems, 'item')})`} value={formatRupees(totalPrice)} />
        <Row label="Discount" value={`− ${formatRupees(discount)}`} color="green.700" />
        <Row label="Delivery Charges" value={delivery} color="green.700" />
        <Separator />
        <Flex justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>Total Amount</Text>
          <Text data-testid="cart-total">{formatRupees(total)}</Text>
        </Flex>
        <Separator />
        <Row label="Payment" value="Cash on Delivery" />
        {discount > 0 && (
          <Text color="green.700" fontSize="sm">
            You will save {formatRupees(discount)} on this order
          </Text>
        )}
        <Button colorPalette="orange" size="lg" mt="2" disabled={totalItems === 0} onClick={onPlaceOrder}>
          Place Order
        </Button>
      </Stack>
    </Box>
  );
}
