import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, chakra, Flex, Heading, Input, InputGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { LuPencil } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { EMAIL_NOT_VERIFIED, SELL_SIGN_IN_PROMPT, SELL_SUBMIT_FAILED, SELL_SUBMITTED, SIGN_IN_REQUIRED_TITLE } from '@campus/common/messages';
import { priceInput } from '@campus/common/sanitize';
import { LISTING_REDIRECT_MS } from '@campus/common/timers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { useAddresses } from '../../../lib/addresses';
import { isUnverifiedRefusal, userMessage } from '../../../lib/error-message';
import { saveReturnUrl } from '../../../lib/return-url';
import { useSession } from '../../../lib/session';
import { removeSellDraft, saveSellDraft, type SellDraft } from '../api/sell-draft';
import { useSubmitListing } from '../api/submit-listing';
import { usePhotoQueue } from '../hooks/use-photo-queue';
import { PhotoUploadError } from '../photo-queue';
import { chosenAddress, EMPTY_NEW_ADDRESS, NEW_ADDRESS, sellFormSchema, type SellCategoryChoice, type SellFormValues } from '../sell-form-values';
import { PhotoPicker } from './photo-picker';
import { SellAddressSection } from './sell-address-section';

type TextField = 'productName' | 'productDescription' | 'expectedPrice';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export interface SellFormProps {
  category: SellCategoryChoice;
  /** A visitor's form kept across sign-in: it is filled in and submitted at once. */
  draft: SellDraft | null;
  onChangeCategory: () => void;
}

/**
 * Step 2, 'List Your Product'. A signed-in seller's photos upload as they are added; Submit waits for them
 * and calls submitListing, then goes to the profile after 2 s. A visitor's Submit keeps the whole form,
 * photos included, and asks them to sign in; back here signed in, it is submitted once by itself.
 */
export function SellForm({ category, draft, onChangeCategory }: SellFormProps) {
  const { user } = useSession();
  const addresses = useAddresses();
  const saved = addresses.data ?? [];
  const submitListing = useSubmitListing();
  const { queue, photos } = usePhotoQueue(draft?.photos);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);

  const form = useFormik<SellFormValues>({
    initialValues: {
      productName: draft?.values.productName ?? '',
      productDescription: draft?.values.productDescription ?? '',
      expectedPrice: draft?.values.expectedPrice ?? '',
      images: queue.ids(),
      // A signed-in seller's default address is chosen once their addresses are known.
      addressChoice: draft || !user ? NEW_ADDRESS : '',
      address: draft?.values.address ?? EMPTY_NEW_ADDRESS,
    },
    validationSchema: sellFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const address = chosenAddress(values, saved);
      if (!address) {
        setFailure('Please choose an address');
        return;
      }
      if (!user) {
        const { productName, productDescription, expectedPrice } = values;
        try {
          await saveSellDraft({ category, values: { productName, productDescription, expectedPrice, address: values.address }, photos: await queue.files() });
        } catch (error) {
          console.error('Could not keep the sell form for after sign-in', error);
        }
        setAskSignIn(true);
        return;
      }
      try {
        const images = await queue.uploadAll(user.uid);
        await submitListing.mutateAsync({
          productName: values.productName.trim(),
          productDescription: values.productDescription.trim(),
          expectedPrice: Number(values.expectedPrice),
          ...category,
          address,
          images,
        });
        queue.keepUploaded();
        setSubmitted(true);
      } catch (error) {
        console.error('Submitting the listing failed', error);
        if (error instanceof PhotoUploadError) setFailure(isUnverifiedRefusal(error.cause) ? EMAIL_NOT_VERIFIED : error.message);
        else setFailure(userMessage(error, SELL_SUBMIT_FAILED));
      }
    },
  });

  const { addressChoice } = form.values;
  const { setFieldValue, submitForm } = form;
  useEffect(() => {
    if (addressChoice !== '' || addresses.isPending) return;
    const preferred = saved.find((address) => address.isDefault) ?? saved[0];
    void setFieldValue('addressChoice', preferred?.id ?? NEW_ADDRESS, false);
  }, [addressChoice, addresses.isPending, saved, setFieldValue]);

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!draft || !user || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submitForm();
  }, [draft, user, submitForm]);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => navigate(paths.profile), LISTING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  const errorOf = (field: TextField | 'images'): string | undefined => {
    const error = form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
    return typeof error === 'string' ? error : undefined;
  };
  const textProps = (field: TextField) => ({ name: field, value: form.values[field], onBlur: form.handleBlur, onChange: form.handleChange });
  const busy = form.isSubmitting || submitted;

  return (
    <chakra.form onSubmit={form.handleSubmit} noValidate aria-label="List your product" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="8">
        {submitted && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{SELL_SUBMITTED}</Alert.Title>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Flex align="center" justify="space-between" gap="3" wrap="wrap" bg="bg.subtle" borderRadius="lg" px="4" py="3">
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              Category:{' '}
            </Text>
            <Text as="span" fontWeight="semibold">
              {category.mainCategory} › {category.subcategory}
            </Text>
          </Text>
          <Button size="xs" variant="outline" onClick={onChangeCategory} disabled={busy}>
            <LuPencil /> Change
          </Button>
        </Flex>

        <FormSection title="Product Details">
          <FormField label="Product Name" error={errorOf('productName')}>
            <Input placeholder="e.g. Casio fx-991EX calculator" disabled={busy} {...textProps('productName')} />
          </FormField>
          <FormField label="Product Description" error={errorOf('productDescription')}>
            <Textarea rows={4} placeholder="Condition, age, what is included..." disabled={busy} {...textProps('productDescription')} />
          </FormField>
          <FormField label="Expected Price" error={errorOf('expectedPrice')}>
            <InputGroup startElement="₹">
              <Input
                inputMode="decimal"
                placeholder="0"
                disabled={busy}
                {...textProps('expectedPrice')}
                onChange={(event) => void form.setFieldValue('expectedPrice', priceInput(event.target.value))}
              />
            </InputGroup>
          </FormField>
        </FormSection>

        <FormSection title="Photos">
          <PhotoPicker
            photos={photos}
            error={errorOf('images')}
            disabled={busy}
            onAdd={(files) => void form.setFieldValue('images', queue.add(files))}
            onRemove={(id) => void form.setFieldValue('images', queue.remove(id))}
          />
        </FormSection>

        <FormSection title="Pickup Address">
          <SellAddressSection form={form} saved={saved} busy={busy} />
        </FormSection>

        <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-end' }} disabled={busy}>
          {form.isSubmitting ? 'Submitting...' : 'Submit Product'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={askSignIn}
        title={SIGN_IN_REQUIRED_TITLE}
        text={SELL_SIGN_IN_PROMPT}
        confirmLabel="Sign In"
        onCancel={() => {
          setAskSignIn(false);
          removeSellDraft().catch((error: unknown) => console.error('Could not remove the kept sell form', error));
        }}
        onConfirm={() => {
          saveReturnUrl(localStorage, paths.sellProduct);
          navigate(paths.signin);
        }}
      />
    </chakra.form>
  );
}
