import { Button, Container, Heading } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { AddressEditor } from '../components/address-editor';
import { AddressesLoading } from '../components/addresses-loading';

/** /add-address and /address-edit ('Add New Address'), /edit-address/:addressId ('Edit Address'); private. */
export default function AddressFormPage() {
  const { addressId } = useParams();
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <RouterLink to={paths.addresses}>
          <LuArrowLeft /> Back
        </RouterLink>
      </Button>
      <Heading as="h1" size="2xl" mb="6">
        {addressId === undefined ? 'Add New Address' : 'Edit Address'}
      </Heading>
      <RequireSignIn loading={<AddressesLoading label="Loading" />}>
        {/* The three routes share this page: a new key gives each address (and adding) a fresh form. */}
        <AddressEditor key={addressId ?? 'new'} addressId={addressId} />
      </RequireSignIn>
    </Container>
  );
}
