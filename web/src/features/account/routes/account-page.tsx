import { Container, Grid, GridItem, Heading, Stack } from '@chakra-ui/react';
import { FunctionsProvider } from 'reactfire';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ErrorState } from '../../../components/error-state';
import { RequireSignIn } from '../../../components/require-sign-in';
import { functions } from '../../../lib/functions';
import { useProfile } from '../../../lib/profile';
import { useSession } from '../../../lib/session';
import { AccountActions } from '../components/account-actions';
import { FaqAccordion } from '../components/faq-accordion';
import { OwnListings } from '../components/own-listings';
import { PersonalInfo, PersonalInfoSkeleton } from '../components/personal-info';
import { YourDataSection } from '../components/your-data-section';
import { ACCOUNT_FAQ } from '../faq';

function Details() {
  const profile = useProfile();
  if (profile.isPending) return <PersonalInfoSkeleton />;
  if (profile.isError) return <ErrorState title="Could not load your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  return <PersonalInfo profile={profile.data} />;
}

function YourData() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ErrorBoundary label="your data and account">
      <YourDataSection user={user} />
    </ErrorBoundary>
  );
}

/** /account: personal information, listed products, four questions, the account actions and the user's data. */
export default function AccountPage() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Account Settings
      </Heading>
      <RequireSignIn loading={<PersonalInfoSkeleton />}>
        <FunctionsProvider sdk={functions}>
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
            <GridItem>
              <Stack gap={{ base: '8', md: '10' }}>
                <Details />
                <OwnListings title="Listed Products" />
              </Stack>
            </GridItem>
            <GridItem>
              <Stack gap={{ base: '8', md: '10' }}>
                <AccountActions />
                <YourData />
                <FaqAccordion title="Frequently Asked Questions" entries={ACCOUNT_FAQ} />
              </Stack>
            </GridItem>
          </Grid>
        </FunctionsProvider>
      </RequireSignIn>
    </Container>
  );
}
