import { Container, Heading, Stack } from '@chakra-ui/react';
import { FunctionsProvider } from 'reactfire';
import { ErrorState } from '../../../components/error-state';
import { RequireSignIn } from '../../../components/require-sign-in';
import { functions } from '../../../lib/functions';
import { useProfile } from '../../../lib/profile';
import { FaqAccordion } from '../components/faq-accordion';
import { LogoutButton } from '../components/logout-button';
import { OwnListings } from '../components/own-listings';
import { ProfileSummary, ProfileSummarySkeleton } from '../components/profile-summary';
import { QuickActions } from '../components/quick-actions';
import { RecentReviews } from '../components/recent-reviews';
import { PROFILE_FAQ } from '../faq';

function Summary() {
  const profile = useProfile();
  if (profile.isPending) return <ProfileSummarySkeleton />;
  if (profile.isError) return <ErrorState title="Could not load your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileSummary profile={profile.data} />;
}

/** /profile (My Account): a visitor goes to /signin and comes back. */
export default function ProfilePage() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        My Account
      </Heading>
      <RequireSignIn loading={<ProfileSummarySkeleton />}>
        <FunctionsProvider sdk={functions}>
          <Stack gap={{ base: '8', md: '10' }}>
            <Summary />
            <QuickActions />
            <RecentReviews />
            <OwnListings title="My Products" />
            <FaqAccordion title="Frequently Asked Questions" entries={PROFILE_FAQ} />
            <LogoutButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} />
          </Stack>
        </FunctionsProvider>
      </RequireSignIn>
    </Container>
  );
}
