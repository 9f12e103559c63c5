import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { FunctionsProvider } from 'reactfire';
import { functions } from '../../../lib/functions';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { useSession } from '../../../lib/session';
import { takeSellDraft, type SellDraft } from '../api/sell-draft';
import { CategoryStep } from '../components/category-step';
import type { SellCategoryChoice } from '../sell-form-values';

// Step 2 (the form, its photo picker and validation) loads while the seller chooses a category on step 1.
const loadSellForm = () => import('../components/sell-form').then((module) => ({ default: module.SellForm }));
const SellForm = lazy(loadSellForm);

const NO_CATEGORY: SellCategoryChoice = { mainCategory: '', subcategory: '' };

type DraftLookup = { status: 'pending' } | { status: 'done'; draft: SellDraft | null };

/**
 * The draft a visitor's submit kept, taken (so it is submitted once) as soon as a user is signed in. The
 * lookup waits for the session, and for a user that the session may report only just after sign-in.
 */
function useKeptDraft(): DraftLookup {
  const { status, user } = useSession();
  const signedIn = user !== null;
  const [taken, setTaken] = useState<DraftLookup>({ status: 'pending' });
  const looked = useRef(false);
  useEffect(() => {
    if (!signedIn || looked.current) return;
    looked.current = true;
    takeSellDraft().then(
      (draft) => setTaken({ status: 'done', draft }),
      (error: unknown) => {
        console.error('Could not read the kept sell form', error);
        setTaken({ status: 'done', draft: null });
      },
    );
  }, [signedIn]);
  if (status === 'loading') return { status: 'pending' };
  return signedIn ? taken : { status: 'done', draft: null };
}

/** /sell-product: step 1 chooses the category, step 2 lists the product (spec section 2, 'Sell product'). */
export default function SellProductPage() {
  const lookup = useKeptDraft();
  useEffect(() => void loadSellForm(), []);
  const draft = lookup.status === 'done' ? lookup.draft : null;
  const [step, setStep] = useState<'category' | 'details'>('category');
  const [category, setCategory] = useState<SellCategoryChoice | null>(null);
  // A kept draft opens on the details step, with its category, until the seller changes it.
  const shownCategory = category ?? draft?.category ?? null;
  const shownStep = draft && !category ? 'details' : step;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(shownStep, () => heading.current);

  return (
    <FunctionsProvider sdk={functions}>
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <Stack gap="1" mb="6">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            Step {shownStep === 'category' ? 1 : 2} of 2
          </Text>
          <Heading ref={heading} as="h1" size="2xl" tabIndex={-1}>
            {shownStep === 'category' ? 'What are you selling?' : 'List Your Product'}
          </Heading>
          <Text color="fg.muted">
            {shownStep === 'category' ? 'Choose the category and subcategory that fit your item best.' : 'Our team reviews every listing before it goes live.'}
          </Text>
        </Stack>
        {lookup.status === 'pending' ? (
          <Box py="16" textAlign="center">
            <Spinner size="lg" color="brand.fg" role="status" aria-label="Loading" />
          </Box>
        ) : (
          <>
            {shownStep === 'category' && (
              <CategoryStep
                initial={shownCategory ?? NO_CATEGORY}
                onContinue={(choice) => {
                  setCategory(choice);
                  setStep('details');
                }}
              />
            )}
            {/* Kept mounted (hidden) while the category changes, so the details and photos stay. */}
            {shownCategory && (
              <Box hidden={shownStep !== 'details'}>
                <Suspense fallback={<Spinner size="lg" color="brand.fg" role="status" aria-label="Loading" />}>
                    <SellForm
                    key={draft ? 'kept-draft' : 'new'}
                    category={shownCategory}
                    draft={draft}
                    onChangeCategory={() => {
                      setCategory(shownCategory);
                      setStep('category');
                    }}
                  />
                </Suspense>
              </Box>
            )}
          </>
        )}
      </Container>
    </FunctionsProvider>
  );
}
