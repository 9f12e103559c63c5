import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuPlus } from 'react-icons/lu';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { AddressesLoading } from '../components/addresses-loading';
import { MyAddresses } from '../components/my-addresses';

/** /addresses: 'My Addresses', the signed-in user's delivery addresses; a visitor goes to /signin first. */
export default function AddressesPage() {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Flex gap="4" mb="6" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            My Addresses
          </Heading>
          <Text color="fg.muted">Manage your delivery addresses</Text>
        </Stack>
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.addAddress}>
            <LuPlus /> Add New Address
          </RouterLink>
        </Button>
      </Flex>
      <RequireSignIn loading={<AddressesLoading />}>
        <MyAddresses />
      </RequireSignIn>
    </Container>
  );
}
