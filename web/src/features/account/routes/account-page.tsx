import { Container, Grid, GridItem, Heading, Stack } from '@chakra-ui/react';
import { FunctionsProvider } from 'reactfire';
import { ErrorState } from '../../../components/error-state';
import { RequireSignIn } from '../../../components/require-sign-in';
import { functions } from '../../../lib/functions';
import { useProfile } from '../../../lib/profile';
import { AccountActions } from '../components/account-actions';
import { FaqAccordion } from '../components/faq-accordion';
import { OwnListings } from '../components/own-listings';
import { PersonalInfo, PersonalInfoSkeleton } from '../components/personal-info';
import { ACCOUNT_FAQ } from '../faq';

function Details() {
  const profile = useProfile();
  if (profile.isPending) return <PersonalInfoSkeleton />;
  if (profile.isError) return <ErrorState title="Could not load your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  return <PersonalInfo profile={profile.data} />;
}

/** /account: personal information, listed products, four questions and the account actions. */
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
                <FaqAccordion title="Frequently Asked Questions" entries={ACCOUNT_FAQ} />
              </Stack>
            </GridItem>
          </Grid>
        </FunctionsProvider>
      </RequireSignIn>
    </Container>
  );
}
