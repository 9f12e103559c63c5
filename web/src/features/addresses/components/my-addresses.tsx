import { ErrorState } from '../../../components/error-state';
import { useAddresses, useWriteAddress } from '../../../lib/addresses';
import { AddressBook } from './address-book';
import { AddressesLoading } from './addresses-loading';

/** The signed-in user's address book, on lib/addresses' cached read and batched writes. */
export function MyAddresses() {
  const addresses = useAddresses();
  const write = useWriteAddress();
  if (addresses.isPending) return <AddressesLoading />;
  if (addresses.isError) return <ErrorState title="Could not load your addresses" error={addresses.error} onRetry={() => void addresses.refetch()} />;
  return (
    <AddressBook
      addresses={addresses.data}
      onDelete={(id) => write.mutateAsync({ kind: 'delete', id })}
      onSetDefault={(id) => write.mutateAsync({ kind: 'default', id })}
    />
  );
}
