import { useState } from 'react';
import { Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { SPOT_DESCRIPTION_MAX_LENGTH } from '@campus/common/limits';
import { meetupSpotSchema } from '@campus/common/schemas/meetup-spot';
import { FormDialog } from '../../../components/form-dialog';
import { userMessage } from '../../../lib/error-message';
import { SPOT_SAVE_FAILED, useSaveMeetupSpot, type MeetupSpotForm } from '../api/save-meetup-spot';
import type { AdminMeetupSpot } from '../api/use-meetup-spots';

const EMPTY: MeetupSpotForm = { name: '', description: '', opensAt: '', closesAt: '' };

export interface SpotFormDialogProps {
  /** The spot to edit, or null to add one. */
  spot: AdminMeetupSpot | null;
  onClose: () => void;
}

/**
 * Add or edit a meet-up spot: common's meetupSpotSchema checks the form (the same messages the rules'
 * shape check stands behind), and the spot is written straight to Firestore. A refusal stays in the form.
 * Mount it with a key per spot, so that it starts from that spot's values.
 */
export function SpotFormDialog({ spot, onClose }: SpotFormDialogProps) {
  const save = useSaveMeetupSpot();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<MeetupSpotForm>({
    initialValues: spot ? { name: spot.name, description: spot.description, opensAt: spot.opensAt, closesAt: spot.closesAt } : EMPTY,
    validationSchema: meetupSpotSchema,
    onSubmit: async (values) => {
      setSubmitError(null);
      try {
        await save.mutateAsync({ spotId: spot?.id ?? null, values });
        onClose();
      } catch (error) {
        setSubmitError(userMessage(error, SPOT_SAVE_FAILED));
      }
    },
  });
  const busy = form.isSubmitting;
  const errorOf = (field: keyof MeetupSpotForm) => (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined);
  const field = (name: keyof MeetupSpotForm) => ({ name, value: form.values[name], onChange: form.handleChange, onBlur: form.handleBlur, disabled: busy });
  const title = spot ? `Edit ${spot.name}` : 'Add meet-up spot';

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      busy={busy}
      submitError={submitError}
      submit={{ label: spot ? 'Save changes' : 'Add spot', busyLabel: 'Saving...', palette: 'teal' }}
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errorOf('name'))} required>
          <Field.Label>Name</Field.Label>
          <Input {...field('name')} placeholder="e.g. Library entrance" />
          <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errorOf('description'))}>
          <Field.Label>Description</Field.Label>
          <Textarea {...field('description')} rows={3} placeholder="Where exactly, and how to find it" />
          {errorOf('description') ? (
            <Field.ErrorText>{errorOf('description')}</Field.ErrorText>
          ) : (
            <Field.HelperText>At most {SPOT_DESCRIPTION_MAX_LENGTH} characters</Field.HelperText>
          )}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={Boolean(errorOf('opensAt'))} required>
            <Field.Label>Opens at</Field.Label>
            <Input type="time" {...field('opensAt')} />
            <Field.ErrorText>{errorOf('opensAt')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('closesAt'))} required>
            <Field.Label>Closes at</Field.Label>
            <Input type="time" {...field('closesAt')} />
            <Field.ErrorText>{errorOf('closesAt')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          Hours are campus time, every day.
        </Text>
      </Stack>
    </FormDialog>
  );
}
