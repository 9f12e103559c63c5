import { useContext, useState } from 'react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuMapPin, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PanelEmpty, PanelLoading } from './panel-states';
import { ErrorState } from '../../../components/error-state';
import { userMessage } from '../../../lib/error-message';
import { SPOT_DELETE_FAILED, useDeleteMeetupSpot } from '../api/delete-meetup-spot';
import type { AdminMeetupSpot } from '../api/use-meetup-spots';
import { AdminLiveData } from './admin-live-data';
import { SpotFormDialog } from './spot-form-dialog';

/** What the form edits: a spot, or a new one. */
type Editing = { spot: AdminMeetupSpot | null };

function SpotRow({ spot, onEdit, onDelete }: { spot: AdminMeetupSpot; onEdit: () => void; onDelete: () => void }) {
  return (
    <Flex
      as="li"
      aria-label={spot.name}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      gap="3"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <Stack gap="1" flex="1" minW="0">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            {spot.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <Text as="span" srOnly>
              Open{' '}
            </Text>
            {spot.opensAt}-{spot.closesAt}
          </Text>
        </Flex>
        {spot.description && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {spot.description}
          </Text>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${spot.name}`}>
          <LuPencil /> Edit
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${spot.name}`}>
          <LuTrash2 /> Delete
        </Button>
      </HStack>
    </Flex>
  );
}

function SpotList({ onEdit, onDelete }: { onEdit: (spot: AdminMeetupSpot) => void; onDelete: (spot: AdminMeetupSpot) => void }) {
  const spots = useContext(AdminLiveData).useMeetupSpots();
  if (spots.status === 'loading') {
    return <PanelLoading text="Loading meet-up spots..." />;
  }
  if (spots.status === 'error') return <ErrorState title="Could not load the meet-up spots" error={spots.error} onRetry={spots.retry} />;
  if (spots.items.length === 0) {
    return <PanelEmpty icon={<LuMapPin />} title="No meet-up spots" description="Add the safe places on campus where students hand items over." />;
  }
  return (
    <Stack as="ul" gap="3" aria-label="Meet-up spots" listStyleType="none">
      {spots.items.map((spot) => (
        <SpotRow key={spot.id} spot={spot} onEdit={() => onEdit(spot)} onDelete={() => onDelete(spot)} />
      ))}
    </Stack>
  );
}

/** The Meet-up spots tab: the spots students pick for handovers, live, by name; add, edit and delete them. */
export default function SpotsPanel({ headingId }: { headingId: string }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminMeetupSpot | null>(null);
  const remove = useDeleteMeetupSpot();

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    setDeleting(null);
  };

  return (
    <>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" size="lg" id={headingId}>
          Meet-up spots
        </Heading>
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ spot: null })}>
          <LuPlus /> Add spot
        </Button>
      </Flex>
      <SpotList
        onEdit={(spot) => setEditing({ spot })}
        onDelete={(spot) => {
          remove.reset();
          setDeleting(spot);
        }}
      />
      {editing && <SpotFormDialog key={editing.spot?.id ?? 'new'} spot={editing.spot} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}` : ''}
        text={deleting ? `Delete ${deleting.name}? Students can no longer pick it for a meet-up; meet-ups already proposed there keep their place.` : ''}
        confirmLabel="Delete"
        confirmPalette="red"
        error={remove.isError ? userMessage(remove.error, SPOT_DELETE_FAILED) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => confirmDelete().catch(() => undefined)}
      />
    </>
  );
}
