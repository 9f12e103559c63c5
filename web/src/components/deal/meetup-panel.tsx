import { useMemo, useState } from 'react';
import { Button, chakra, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { LuMapPin } from 'react-icons/lu';
import { useFirestore } from 'reactfire';
import { formatCampusClock, formatCampusDay, formatMeetupTime } from '@campus/common/campus-time';
import { meetupDays } from '@campus/common/meetups';
import { COLLECTIONS, type DealSide, type Meetup, type MeetupSpot, type WithId } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { userMessage } from '../../lib/error-message';
import { useConfirmMeetup, useProposeMeetup } from '../../lib/order-deal';
import { FailureText } from '../failure-text';

export interface MeetupPanelProps {
  orderId: string;
  meetup: Meetup | null;
  /** The reader's side of the order. */
  side: DealSide;
  /** False once the order is delivered or cancelled: the meet-up is shown, not changed. */
  open: boolean;
}

/** Where the meet-up stands, for the reader on `side`; a closed order's only says whether it was agreed. */
function meetupState(meetup: Meetup, side: DealSide, open: boolean): string {
  if (meetup.state === 'confirmed') return open ? 'Confirmed by both of you' : 'Agreed by both of you';
  if (!open) return 'Proposed, never confirmed';
  if (meetup.proposedBy !== side) return `Proposed by the ${meetup.proposedBy}: confirm it or propose another`;
  return `Proposed by you: waiting for the ${meetup.proposedBy === 'buyer' ? 'seller' : 'buyer'}`;
}

/**
 * The order's campus meet-up: where and when, who proposed it, and confirming it or proposing another. Closed
 * (delivered or cancelled), it only shows the meet-up there was; the caller leaves it out when there was none.
 */
export function MeetupPanel({ orderId, meetup, side, open }: MeetupPanelProps) {
  const confirm = useConfirmMeetup();
  const [proposing, setProposing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const theirs = meetup !== null && meetup.proposedBy !== side;
  return (
    <Stack gap="3" role="group" aria-label="Meet-up">
      {meetup === null ? (
        <Text color="fg.muted">No meet-up yet. Propose a safe spot on campus and a time for the handover.</Text>
      ) : (
        <HStack align="start" gap="2">
          <LuMapPin aria-hidden />
          <Stack gap="0">
            <Text fontWeight="semibold">
              {meetup.spot.name}, {formatMeetupTime(meetup.startsAt)}
            </Text>
            {meetup.spot.description !== '' && (
              <Text fontSize="sm" color="fg.muted">
                {meetup.spot.description}
              </Text>
            )}
            <Text fontSize="sm">{meetupState(meetup, side, open)}</Text>
          </Stack>
        </HStack>
      )}
      {open && !proposing && (
        <HStack gap="2" wrap="wrap">
          {theirs && meetup.state === 'proposed' && (
            <Button
              size="sm"
              colorPalette="teal"
              loading={confirm.isPending}
              onClick={() => {
                setError(null);
                confirm.mutateAsync({ orderId }).catch((failure: unknown) => setError(userMessage(failure)));
              }}
            >
              Confirm meet-up
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setProposing(true)}>
            {meetup === null ? 'Propose a meet-up' : 'Propose another'}
          </Button>
        </HStack>
      )}
      {open && proposing && <ProposeForm orderId={orderId} onDone={() => setProposing(false)} />}
      <FailureText message={error} />
    </Stack>
  );
}

function useMeetupSpots() {
  const db = useFirestore();
  return useQuery({
    queryKey: ['meetupSpots'],
    queryFn: async (): Promise<WithId<MeetupSpot>[]> => {
      const snapshot = await getDocs(query(collection(db, COLLECTIONS.meetupSpots), orderBy('name')));
      return snapshot.docs.map((doc) => {
        const data = doc.data();
        return { id: doc.id, name: asText(data.name), description: asText(data.description), opensAt: asText(data.opensAt), closesAt: asText(data.closesAt) };
      });
    },
  });
}

/** A spot, a day and a free half-hour slot within the next 7 days inside the spot's hours (common's meetupDays). */
function ProposeForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const spots = useMeetupSpots();
  const propose = useProposeMeetup();
  const [spotId, setSpotId] = useState('');
  const [date, setDate] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const spot = spots.data?.find((candidate) => candidate.id === spotId);
  const days = useMemo(() => (spot ? meetupDays(spot, new Date()) : []), [spot]);
  const slots = days.find((day) => day.date === date)?.slots ?? [];

  const submit = () => {
    if (!spot || startsAt === '') return setError('Pick a spot, a day and a time');
    setError(null);
    propose
      .mutateAsync({ orderId, spotId: spot.id, startsAt })
      .then(onDone)
      .catch((failure: unknown) => setError(userMessage(failure)));
  };

  if (spots.isError) return <FailureText message={userMessage(spots.error)} fontSize="md" />;
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Spot</Field.Label>
          <NativeSelect.Root disabled={spots.isPending}>
            <NativeSelect.Field
              value={spotId}
              onChange={(event) => {
                setSpotId(event.target.value);
                setDate('');
                setStartsAt('');
              }}
            >
              <option value="">Choose a spot</option>
              {spots.data?.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} ({candidate.opensAt}-{candidate.closesAt})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root flex="1" minW="36">
            <Field.Label>Day</Field.Label>
            <NativeSelect.Root disabled={!spot}>
              <NativeSelect.Field
                value={date}
                onChange={(event) => {
                  setDate(event.target.value);
                  setStartsAt('');
                }}
              >
                <option value="">Choose a day</option>
                {days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {formatCampusDay(day.date)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="36">
            <Field.Label>Time</Field.Label>
            <NativeSelect.Root disabled={slots.length === 0}>
              <NativeSelect.Field value={startsAt} onChange={(event) => setStartsAt(event.target.value)}>
                <option value="">Choose a time</option>
                {slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {formatCampusClock(slot)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={propose.isPending}>
            Propose
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone} disabled={propose.isPending}>
            Cancel
          </Button>
        </HStack>
        <FailureText message={error} />
      </Stack>
    </chakra.form>
  );
}
