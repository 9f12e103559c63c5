import { useEffect, useState } from 'react';
import { Alert, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { CONTACT_FAILED, CONTACT_SENT } from '@campus/common/messages';
import { contactSchema, type ContactValues } from '@campus/common/schemas/contact';
import { CONTACT_BANNER_MS } from '@campus/common/timers';
import { useFormik } from 'formik';
import { LuSend } from 'react-icons/lu';
import { FormField } from '../../../components/form-field';
import { sendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

type Outcome = 'sent' | 'failed' | null;

export interface ContactFormProps {
  /** Sends the message; the simulated send by default. */
  send?: (message: ContactValues) => Promise<void>;
}

/**
 * The Contact page's form (spec sections 2 and 5): name, e-mail, subject and message, all required. Once
 * sent, the form clears and 'Your message has been sent successfully!...' shows for 5 s, beside the
 * Send button the user has just pressed.
 */
export function ContactForm({ send = sendContactMessage }: ContactFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome !== 'sent') return undefined;
    const timer = setTimeout(() => setOutcome(null), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        await send(contactSchema.cast(values));
        helpers.resetForm();
        setOutcome('sent');
      } catch (error) {
        console.error('Sending the contact message failed', error);
        setOutcome('failed');
      }
    },
  });

  const errorOf = (field: keyof ContactValues) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-labelledby="contact-form-title">
      <Stack gap="5">
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <FormField label="Name" error={errorOf('name')}>
            <Input autoComplete="name" placeholder="Your name" {...formik.getFieldProps('name')} />
          </FormField>
          <FormField label="Email" error={errorOf('email')}>
            <Input type="email" autoComplete="email" placeholder="you@campus.ac.in" {...formik.getFieldProps('email')} />
          </FormField>
        </Stack>
        <FormField label="Subject" error={errorOf('subject')}>
          <Input placeholder="What is it about?" {...formik.getFieldProps('subject')} />
        </FormField>
        <FormField label="Message" error={errorOf('message')}>
          <Textarea rows={6} placeholder="How can we help?" {...formik.getFieldProps('message')} />
        </FormField>
        {outcome === 'sent' && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{CONTACT_SENT}</Alert.Title>
          </Alert.Root>
        )}
        {outcome === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{CONTACT_FAILED}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ md: 'flex-start' }} minW={{ md: '48' }} disabled={formik.isSubmitting}>
          <LuSend /> {formik.isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
