import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuBriefcase, LuHouse, LuPencil, LuStar, LuTrash2 } from 'react-icons/lu';
import { editAddressUrl } from '../../../config/paths';
import type { SavedAddress } from '../../../lib/addresses';

export interface AddressCardProps {
  address: SavedAddress;
  /** Set as Default is running for this address. */
  settingDefault: boolean;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One saved address: who and where, its Default badge and Work opening days, and Edit, Delete and Set as Default. */
export function AddressCard({ address, settingDefault, onDelete, onSetDefault }: AddressCardProps) {
  const work = address.addressType === 'work';
  return (
    <Flex
      as="li"
      direction="column"
      gap="4"
      p="5"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      borderColor={address.isDefault ? 'teal.300' : 'border'}
      aria-label={`${address.fullName}${address.isDefault ? ' (default)' : ''}`}
    >
      <Stack gap="2" flex="1">
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="md" wordBreak="break-word">
            {address.fullName}
          </Heading>
          <Badge variant="outline" colorPalette="gray">
            {work ? <LuBriefcase /> : <LuHouse />}
            {work ? 'Work' : 'Home'}
          </Badge>
          {address.isDefault && <Badge colorPalette="teal">Default</Badge>}
        </HStack>
        <Text fontWeight="medium">{address.phone}</Text>
        <Box color="fg.muted" wordBreak="break-word">
          <Text>{address.address}</Text>
          <Text>{address.locality}</Text>
          <Text>
            {address.city}, {address.state} - {address.pincode}
          </Text>
        </Box>
        {work && (address.openSaturday || address.openSunday) && (
          <HStack gap="2" wrap="wrap">
            {address.openSaturday && <Badge colorPalette="green">Open on Saturday</Badge>}
            {address.openSunday && <Badge colorPalette="green">Open on Sunday</Badge>}
          </HStack>
        )}
      </Stack>
      <HStack gap="2" wrap="wrap" borderTopWidth="1px" pt="4">
        <Button asChild variant="outline" size="sm">
          <RouterLink to={editAddressUrl(address.id)}>
            <LuPencil /> Edit
          </RouterLink>
        </Button>
        <Button variant="outline" colorPalette="red" size="sm" onClick={onDelete}>
          <LuTrash2 /> Delete
        </Button>
        {!address.isDefault && (
          <Button variant="ghost" colorPalette="teal" size="sm" loading={settingDefault} loadingText="Setting..." onClick={onSetDefault}>
            <LuStar /> Set as Default
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
