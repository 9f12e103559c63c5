import { useState } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import { ADDRESS_DEFAULT_UPDATED, ADDRESS_DELETE_CONFIRM, ADDRESS_DELETED } from '@campus/common/messages';
import { SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyPanel } from '../../../components/empty-panel';
import { paths } from '../../../config/paths';
import type { SavedAddress } from '../../../lib/addresses';
import { userMessage } from '../../../lib/error-message';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { AddressCard } from './address-card';
import { NoticeBanner } from './notice-banner';

export interface AddressBookProps {
  addresses: readonly SavedAddress[];
  onDelete: (id: string) => Promise<unknown>;
  onSetDefault: (id: string) => Promise<unknown>;
}

/**
 * The saved addresses as cards, or the empty state. Delete asks first; the outcome of Delete and Set as
 * Default shows in a banner (success for 3 s, a failure until the next action).
 */
export function AddressBook({ addresses, onDelete, onSetDefault }: AddressBookProps) {
  const [notice, showNotice] = useTimedNotice(SUCCESS_MESSAGE_MS);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [settingDefault, setSettingDefault] = useState<string | null>(null);

  const run = async (action: Promise<unknown>, success: string) => {
    showNotice(null);
    try {
      await action;
      showNotice({ status: 'success', text: success });
    } catch (error) {
      showNotice({ status: 'error', text: userMessage(error) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await run(onDelete(deleting.id), ADDRESS_DELETED);
    setDeleting(null);
  };
  const setDefault = async (id: string) => {
    setSettingDefault(id);
    await run(onSetDefault(id), ADDRESS_DEFAULT_UPDATED);
    setSettingDefault(null);
  };

  return (
    <Stack gap="4">
      <NoticeBanner notice={notice} />
      {addresses.length === 0 ? (
        <EmptyPanel
          icon={<LuMapPin />}
          title="No addresses found"
          description="You haven't added any delivery addresses yet."
          action={{ label: 'Add Your First Address', to: paths.addAddress }}
        />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" aria-label="Saved addresses">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              settingDefault={settingDefault === address.id}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => void setDefault(address.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Address"
        text={ADDRESS_DELETE_CONFIRM}
        confirmLabel="Delete"
        confirmPalette="red"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
