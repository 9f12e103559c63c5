import { useEffect, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LuMapPinOff } from 'react-icons/lu';
import type { Address } from '@campus/common/model';
import { ADDRESS_ADDED, ADDRESS_NOT_FOUND, ADDRESS_UPDATED } from '@campus/common/messages';
import { ADDRESS_REDIRECT_MS, SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useAddresses, useWriteAddress } from '../../../lib/addresses';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { AddressForm } from './address-form';
import { AddressesLoading } from './addresses-loading';
import { NoticeBanner } from './notice-banner';

/**
 * The address form on the user's addresses: adds one (no `addressId`; the form clears after each save) or
 * edits the saved address with that id (read first if the list is not cached yet), then goes back to
 * /addresses after ADDRESS_REDIRECT_MS.
 */
export function AddressEditor({ addressId }: { addressId: string | undefined }) {
  const addresses = useAddresses();
  const write = useWriteAddress();
  const navigate = useNavigate();
  const [notice, showNotice] = useTimedNotice(SUCCESS_MESSAGE_MS);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate(paths.addresses), ADDRESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  if (addressId === undefined) {
    const save = async (values: Address) => {
      showNotice(null);
      await write.mutateAsync({ kind: 'save', values });
      showNotice({ status: 'success', text: ADDRESS_ADDED });
    };
    return (
      <Stack gap="4">
        <NoticeBanner notice={notice} />
        <AddressForm defaultLocked={addresses.data?.length === 0} onSubmit={save} />
      </Stack>
    );
  }

  if (addresses.isPending) return <AddressesLoading label="Loading the address" />;
  if (addresses.isError) return <ErrorState title="Could not load your addresses" error={addresses.error} onRetry={() => void addresses.refetch()} />;
  const saved = addresses.data.find((address) => address.id === addressId);
  if (!saved) {
    return (
      <EmptyPanel
        icon={<LuMapPinOff />}
        title={ADDRESS_NOT_FOUND}
        description="This address does not exist or has been deleted."
        action={{ label: 'Back to My Addresses', to: paths.addresses }}
      />
    );
  }
  const { id: _id, ...initial } = saved;
  const update = async (values: Address) => {
    showNotice(null);
    await write.mutateAsync({ kind: 'save', id: addressId, values });
    showNotice({ status: 'success', text: ADDRESS_UPDATED });
    setLeaving(true);
  };
  return (
    <Stack gap="4">
      <NoticeBanner notice={notice} />
      <AddressForm initial={initial} defaultLocked={saved.isDefault} disabled={leaving} onSubmit={update} />
    </Stack>
  );
}
