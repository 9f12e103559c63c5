import { Container, Heading, Text } from '@chakra-ui/react';
import { ErrorState } from '../../../components/error-state';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { useProfile, useSaveProfile } from '../../../lib/profile';
import { BackLink } from '../components/back-link';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileFormSkeleton } from '../components/profile-form-skeleton';

function ProfileEditContent() {
  const profile = useProfile();
  const save = useSaveProfile();
  if (profile.isPending) return <ProfileFormSkeleton />;
  if (profile.isError) return <ErrorState title="Could not load your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  const current = profile.data;
  return <ProfileEditForm profile={current} onSave={(values) => save.mutateAsync({ current, values })} />;
}

/** /profile-edit: the signed-in user's details; a visitor goes to /signin and comes back. */
export default function ProfileEditPage() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <BackLink to={paths.profile} label="Back to Profile" />
      <Heading as="h1" size="2xl">
        Edit Profile
      </Heading>
      <Text color="fg.muted" mb="6">
        Keep your name and contact details up to date for buyers and sellers.
      </Text>
      <RequireSignIn loading={<ProfileFormSkeleton />}>
        <ProfileEditContent />
      </RequireSignIn>
    </Container>
  );
}
