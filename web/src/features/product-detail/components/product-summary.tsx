import { Badge, Box, Flex, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LuRotateCcw, LuTag, LuTruck } from 'react-icons/lu';
import { discountPercent } from '@campus/common/pricing';
import { formatRupees } from '@campus/common/format';
import type { DeliveryMode } from '@campus/common/model';
import { useProductSlots } from '../../../components/product-slots';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { BANK_OFFERS, RETURN_POLICY_DAYS } from '../fixed-content';
import { PurchaseOptions } from './purchase-options';

export interface ProductSummaryProps {
  product: CatalogueProduct;
  deliveryMode: DeliveryMode;
  onDeliveryModeChange: (mode: DeliveryMode) => void;
}

/** Title, rating, price with the discount, offers, purchase options and the delivery/return notes. */
export function ProductSummary({ product, deliveryMode, onDeliveryModeChange }: ProductSummaryProps) {
  const slots = useProductSlots();
  const percentOff = discountPercent(product.originalPrice, product.price);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="teal" variant="subtle">
            {product.category.name || 'Product'}
          </Badge>
          {product.status !== 'available' && (
            <Badge colorPalette="red" variant="solid">
              {product.status === 'sold' ? 'Sold' : 'No longer available'}
            </Badge>
          )}
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {product.title}
        </Heading>
        {slots.ratingSummary(product)}
      </Stack>

      <Stack gap="1">
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text fontSize="3xl" fontWeight="bold" data-testid="product-price">
            {formatRupees(product.price)}
          </Text>
          {percentOff > 0 && (
            <>
              <Text as="s" color="fg.muted" fontSize="lg" aria-label={`Original price ${formatRupees(product.originalPrice)}`}>
                {formatRupees(product.originalPrice)}
              </Text>
              <Text color="green.700" fontWeight="semibold">
                {percentOff}% off
              </Text>
            </>
          )}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Inclusive of all taxes
        </Text>
      </Stack>

      <Box>
        <Text fontWeight="semibold" mb="2">
          Available Offers
        </Text>
        <List.Root gap="1.5" variant="plain" fontSize="sm">
          {BANK_OFFERS.map((offer) => (
            <List.Item key={offer}>
              <List.Indicator asChild color="green.700">
                <LuTag />
              </List.Indicator>
              {offer}
            </List.Item>
          ))}
        </List.Root>
      </Box>

      <PurchaseOptions price={product.price} value={deliveryMode} onChange={onDeliveryModeChange} />

      <Stack gap="2" fontSize="sm" p="4" bg="bg" borderWidth="1px" borderRadius="xl">
        <HStack gap="2">
          <LuTruck />
          <Text>
            {deliveryMode === 'doorstep'
              ? 'Premium delivery to your doorstep in 3-5 business days.'
              : 'Collect it from the seller on campus; no delivery fee.'}
          </Text>
        </HStack>
        <HStack gap="2">
          <LuRotateCcw />
          <Text>{RETURN_POLICY_DAYS}-day return policy: return it within {RETURN_POLICY_DAYS} days of receipt.</Text>
        </HStack>
      </Stack>
    </Stack>
  );
}
