import type { ReactNode } from 'react';
import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuHandCoins, LuHeart, LuMapPin, LuPackage, LuStar, LuStore } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

const ACTIONS: readonly { title: string; text: string; to: string; icon: ReactNode }[] = [
  { title: 'Your Orders', text: 'Track, cancel or review orders', to: paths.orders, icon: <LuPackage /> },
  { title: 'Your Wishlist', text: 'Products you saved for later', to: paths.wishlist, icon: <LuHeart /> },
  { title: 'Address', text: 'Manage delivery addresses', to: paths.addresses, icon: <LuMapPin /> },
  { title: 'My Products', text: 'Your listings and requests', to: paths.myProducts, icon: <LuStore /> },
  { title: 'My Sales', text: 'Confirm and ship what you sold', to: paths.mySales, icon: <LuHandCoins /> },
  { title: 'My Reviews', text: 'Reviews you have written', to: paths.myReviews, icon: <LuStar /> },
];

/** The profile's quick-action cards, each a link to its page. */
export function QuickActions() {
  return (
    <Box as="section" aria-labelledby="quick-actions">
      <VisuallyHidden>
        <Heading as="h2" id="quick-actions">
          Quick actions
        </Heading>
      </VisuallyHidden>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={{ base: '3', md: '4' }}>
        {ACTIONS.map(({ title, text, to, icon }) => (
          <LinkBox
            key={to}
            bg="bg"
            borderWidth="1px"
            borderRadius="xl"
            p={{ base: '4', md: '5' }}
            transition="border-color 0.15s, box-shadow 0.15s"
            _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <Box color="brand.fg" fontSize="2xl" mb="2" aria-hidden="true">
              {icon}
            </Box>
            <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {text}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
