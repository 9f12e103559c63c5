import { HStack, RadioCard, Text } from '@chakra-ui/react';
import type { DeliveryMode } from '@campus/common/model';
import { doorstepPrice } from '@campus/common/pricing';
import { formatRupees } from '@campus/common/format';
import { PURCHASE_OPTION_LABELS } from '@campus/common/purchase-options';

export interface PurchaseOptionsProps {
  price: number;
  value: DeliveryMode;
  onChange: (mode: DeliveryMode) => void;
}

const isDeliveryMode = (value: string | null): value is DeliveryMode => value === 'direct' || value === 'doorstep';

/** Spec section 9: direct (Buy Direct From Seller, no extra fees) or doorstep (Premium delivery, +20%). */
export function PurchaseOptions({ price, value, onChange }: PurchaseOptionsProps) {
  const options = [
    { value: 'direct', title: PURCHASE_OPTION_LABELS.direct, description: 'No extra fees. Meet the seller on campus.', price },
    { value: 'doorstep', title: PURCHASE_OPTION_LABELS.doorstep, description: 'Delivered to your doorstep.', price: doorstepPrice(price) },
  ] as const;
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => isDeliveryMode(details.value) && onChange(details.value)}
      colorPalette="teal"
      size="sm"
    >
      <RadioCard.Label fontWeight="semibold">Purchase Options</RadioCard.Label>
      <HStack align="stretch" gap="3" flexDirection={{ base: 'column', sm: 'row' }}>
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} flex="1">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{option.title}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
                <Text fontWeight="bold" mt="1">
                  {formatRupees(option.price)}
                </Text>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </HStack>
    </RadioCard.Root>
  );
}
