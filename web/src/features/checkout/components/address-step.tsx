import { useState } from 'react';
import { Badge, Button, Flex, RadioCard, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { Address } from '@campus/common/model';
import type { SavedAddress } from '../../../lib/addresses';
import { addressLine } from '../../../lib/shipping-address';
import { CheckoutAddressForm } from './checkout-address-form';
import { StepActions, StepPanel } from './step-panel';

export interface AddressStepProps {
  addresses: readonly SavedAddress[];
  selected: SavedAddress | undefined;
  onSelect: (addressId: string) => void;
  /** Saves a new address and resolves to its id. */
  onSaveAddress: (address: Address) => Promise<string>;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 1: choose a saved address (the default comes preselected) or add one. Continue needs one chosen. */
export function AddressStep({ addresses, selected, onSelect, onSaveAddress, onBack, onContinue }: AddressStepProps) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const showForm = adding || addresses.length === 0;

  const save = async (address: Address) => {
    onSelect(await onSaveAddress(address));
    setAdding(false);
  };

  return (
    <StepPanel title="Delivery Address" actions={<StepActions onBack={onBack} onContinue={onContinue} continueDisabled={!selected} />}>
      {addresses.length > 0 && (
        <RadioCard.Root value={selected?.id ?? null} onValueChange={(details) => details.value && onSelect(details.value)} colorPalette="teal" size="sm">
          <RadioCard.Label>Choose a delivery address</RadioCard.Label>
          <Stack gap="3">
            {addresses.map((address) => (
              <RadioCard.Item key={address.id} value={address.id}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <Flex gap="2" align="center" wrap="wrap">
                      <RadioCard.ItemText>{address.fullName}</RadioCard.ItemText>
                      <Badge size="sm" textTransform="capitalize">
                        {address.addressType}
                      </Badge>
                      {address.isDefault && (
                        <Badge size="sm" colorPalette="teal">
                          Default
                        </Badge>
                      )}
                    </Flex>
                    <RadioCard.ItemDescription>
                      <Text as="span" display="block">
                        {addressLine(address)}
                      </Text>
                      <Text as="span" display="block">
                        Phone: {address.phone}
                      </Text>
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </Stack>
        </RadioCard.Root>
      )}
      {showForm ? (
        <Stack gap="3">
          <Text fontWeight="semibold">Add a new address</Text>
          <CheckoutAddressForm onSave={save} onCancel={addresses.length > 0 ? () => setAdding(false) : undefined} />
        </Stack>
      ) : (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)}>
          <LuPlus /> Add New Address
        </Button>
      )}
    </StepPanel>
  );
}
