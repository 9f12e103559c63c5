import { Fragment } from 'react';
import { Box, Button, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { formatDate } from '@campus/common/format';
import type { UserProfile } from '@campus/common/model';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { profileName } from '../../../lib/profile';

const GENDER_LABELS = { male: 'Male', female: 'Female', '': 'Not specified' } as const;
const NOT_ADDED = 'Not added';

const frame = { as: 'section', bg: 'bg', borderWidth: '1px', borderRadius: 'xl', p: { base: '5', md: '6' }, gap: '4' } as const;

function Header() {
  return (
    <Flex justify="space-between" align="center" gap="3">
      <Heading as="h2" size="lg" id="personal-info">
        Personal Information
      </Heading>
      <Button asChild size="sm" variant="ghost" colorPalette="teal">
        <RouterLink to={paths.profileEdit}>
          <LuPencil aria-hidden="true" /> Edit
        </RouterLink>
      </Button>
    </Flex>
  );
}

/** The /account page's personal details: name, e-mail, mobile, gender, birth date, member since. */
export function PersonalInfo({ profile }: { profile: UserProfile }) {
  const rows = [
    ['Full Name', profileName(profile)],
    ['Email', profile.email],
    ['Mobile Number', profile.mobileNumber || NOT_ADDED],
    ['Gender', GENDER_LABELS[profile.gender]],
    ['Birth Date', profile.birthDate ? formatDate(profile.birthDate) : NOT_ADDED],
    ['Member Since', formatDate(profile.createdAt)],
  ] as const;
  return (
    <Stack {...frame} aria-labelledby="personal-info">
      <Header />
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Box as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
              {label}
            </Box>
            <Box as="dd" fontWeight="medium" wordBreak="break-word">
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Stack>
  );
}

export function PersonalInfoSkeleton() {
  return (
    <Stack {...frame} role="status" aria-busy="true" aria-label="Loading your details">
      <Skeleton height="6" width="56" />
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height="5" width={{ base: 'full', sm: '80' }} />
      ))}
    </Stack>
  );
}
