import { Alert, Box, Button, Flex, Image, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuPencil } from 'react-icons/lu';
import { formatCount, formatRupees } from '@campus/common/format';
import { TAX_PERCENT } from '@campus/common/pricing';
import { PURCHASE_OPTION_LABELS } from '@campus/common/purchase-options';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { paths } from '../../../config/paths';
import type { SavedAddress } from '../../../lib/addresses';
import { addressLine } from '../../../lib/shipping-address';
import { orderTotals, type CheckoutOrder } from '../api/checkout-order';
import { StepActions, StepPanel } from './step-panel';

/** Spec section 9: the two purchase options as the summary names them. */
const PURCHASE_OPTIONS = {
  direct: { title: PURCHASE_OPTION_LABELS.direct, description: 'No extra fees' },
  doorstep: { title: PURCHASE_OPTION_LABELS.doorstep, description: 'Delivered to your doorstep (+20%)' },
} as const;

function Row({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text>{label}</Text>
      <Text color={color} fontWeight="medium" textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}

function SubHeading({ children }: { children: string }) {
  return (
    <Text as="h3" fontWeight="semibold" color="fg.muted" fontSize="sm" textTransform="uppercase" letterSpacing="wide">
      {children}
    </Text>
  );
}

export interface OrderSummaryStepProps {
  order: CheckoutOrder;
  address: SavedAddress;
  onEditAddress: () => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: the lines, the purchase option, the delivery address (with Edit), and subtotal, 5% tax, free shipping and total. */
export function OrderSummaryStep({ order, address, onEditAddress, onBack, onContinue }: OrderSummaryStepProps) {
  const totals = orderTotals(order);
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const unavailable = order.lines.some((line) => !line.available);
  const option = PURCHASE_OPTIONS[order.deliveryMode];

  return (
    <StepPanel title="Order Summary" actions={<StepActions onBack={onBack} onContinue={onContinue} continueDisabled={unavailable} />}>
      {unavailable && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{order.isDirect ? 'This item is no longer available.' : 'Some items in your cart are no longer available.'}</Alert.Title>
            <Alert.Description>
              {order.isDirect ? (
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={paths.items}>Browse other products</RouterLink>
                </Link>
              ) : (
                <>
                  Remove them from your{' '}
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={paths.cart}>cart</RouterLink>
                  </Link>{' '}
                  to continue.
                </>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack as="ul" gap="3" listStyleType="none" aria-label="Items in your order">
        {order.lines.map((line) => (
          <Flex as="li" key={line.product.id} gap="3" align="flex-start" opacity={line.available ? 1 : 0.7}>
            <Box flexShrink={0} w="16" aspectRatio={1} borderRadius="md" overflow="hidden" bg="gray.100">
              <Image src={imageOrPlaceholder(line.product.imageURL)} alt="" w="100%" h="100%" objectFit="cover" />
            </Box>
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontWeight="medium" lineClamp={2}>
                {line.product.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Qty: {line.quantity} × {formatRupees(line.unitPrice)}
              </Text>
              {!line.available && (
                <Text fontSize="sm" color="red.700" fontWeight="medium">
                  No longer available
                </Text>
              )}
            </Stack>
            <Text fontWeight="semibold">{formatRupees(line.unitPrice * line.quantity)}</Text>
          </Flex>
        ))}
      </Stack>

      <Separator />
      <Stack gap="1">
        <SubHeading>Purchase option</SubHeading>
        <Text fontWeight="medium">{option.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {option.description}
        </Text>
      </Stack>

      <Separator />
      <Stack gap="1">
        <Flex justify="space-between" align="center" gap="3">
          <SubHeading>Delivery address</SubHeading>
          <Button size="sm" variant="outline" onClick={onEditAddress} aria-label="Edit delivery address">
            <LuPencil /> Edit
          </Button>
        </Flex>
        <Text fontWeight="medium">{address.fullName}</Text>
        <Text fontSize="sm">{addressLine(address)}</Text>
        <Text fontSize="sm" color="fg.muted">
          Phone: {address.phone}
        </Text>
      </Stack>

      <Separator />
      <Stack gap="2" aria-label="Price details" role="group">
        <Row label={`Subtotal (${formatCount(units, 'item')})`} value={formatRupees(totals.subtotal)} />
        <Row label={`Tax (${TAX_PERCENT}%)`} value={formatRupees(totals.tax)} />
        <Row label="Shipping" value="Free" color="green.700" />
        <Row label="Delivery" value="Standard Delivery (3-5 business days)" />
        <Separator />
        <Flex justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>Total</Text>
          <Text data-testid="checkout-total">{formatRupees(totals.total)}</Text>
        </Flex>
      </Stack>
    </StepPanel>
  );
}
