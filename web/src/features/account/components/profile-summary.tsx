import { Button, Circle, Flex, Heading, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import type { UserProfile } from '@campus/common/model';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { profileName } from '../../../lib/profile';

/** 'AR' for Asha Rani Kumar: the first letters of first and last name. */
export function initialsOf({ firstName, lastName }: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  return [firstName, lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

const frame = {
  bg: 'bg',
  borderWidth: '1px',
  borderRadius: 'xl',
  p: { base: '5', md: '6' },
  gap: '4',
  align: { base: 'flex-start', sm: 'center' },
  direction: { base: 'column', sm: 'row' },
} as const;

/** The profile's head: initials avatar, name, e-mail and Edit Profile. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  return (
    <Flex {...frame}>
      <Circle size="16" bg="brand.solid" color="white" fontWeight="bold" fontSize="xl" aria-hidden="true" flexShrink={0}>
        {initialsOf(profile)}
      </Circle>
      <Stack gap="0.5" flex="1" minW="0">
        <Heading as="h2" size="lg" wordBreak="break-word">
          {profileName(profile)}
        </Heading>
        <Text color="fg.muted" wordBreak="break-all">
          {profile.email}
        </Text>
      </Stack>
      <Button asChild colorPalette="teal" variant="outline">
        <RouterLink to={paths.profileEdit}>
          <LuPencil aria-hidden="true" /> Edit Profile
        </RouterLink>
      </Button>
    </Flex>
  );
}

export function ProfileSummarySkeleton() {
  return (
    <Flex {...frame} role="status" aria-busy="true" aria-label="Loading your profile">
      <SkeletonCircle size="16" />
      <Stack gap="2" flex="1">
        <Skeleton height="6" width="48" />
        <Skeleton height="4" width="56" />
      </Stack>
      <Skeleton height="10" width="32" />
    </Flex>
  );
}
